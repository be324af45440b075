import Foundation
import Networking
import Testing

@Suite struct EndpointTests {
    @Test func theRequestJoinsBasePathQueryHeadersAndDefaults() throws {
        let configuration = APIConfiguration(
            baseURL: try #require(URL(string: "https://api.example.org/v1/")),
            headers: ["Accept": "application/json", "X-Version": "1"],
            queryParameters: ["api_key": "k"],
            timeout: 7)
        let endpoint = Endpoint<Data>(
            method: .post, path: "/search", queryItems: [URLQueryItem(name: "query", value: "C++ & co")],
            headers: ["X-Version": "2"], body: Data("x".utf8), decoder: .raw)

        let request = try endpoint.request(with: configuration)

        #expect(request.url.absoluteString == "https://api.example.org/v1/search?query=C%2B%2B%20%26%20co&api_key=k")
        #expect(request.method == .post)
        #expect(request.value(forHeader: "x-version") == "2")
        #expect(request.value(forHeader: "Accept") == "application/json")
        #expect(request.timeout == 7)
        #expect(request.body == Data("x".utf8))
    }

    @Test func aResponseKeepsItsHeadersByLowerCasedNameWithRepeatedFieldsJoined() throws {
        let response = UpstreamResponse(
            url: try #require(URL(string: "https://api.example.org/v1/users")), statusCode: 200,
            headers: [
                (name: "Link", value: "<a>; rel=\"next\""), (name: "X-RateLimit-Remaining", value: "59"),
                (name: "link", value: "<b>; rel=\"last\""),
            ])
        #expect(response.headers == ["link": "<a>; rel=\"next\", <b>; rel=\"last\"", "x-ratelimit-remaining": "59"])
        #expect(response.value(forHeader: "X-RateLimit-Remaining") == "59")
        #expect(response.value(forHeader: "ETag") == nil)
    }

    @Test func redactionHidesSecretParameters() throws {
        let url = try #require(URL(string: "https://x.org/a?query=b&API_KEY=s1&serviceKey=s2%2B"))
        #expect(Redaction.redact(url) == "https://x.org/a?query=b&API_KEY=REDACTED&serviceKey=REDACTED")
    }

    @Test func maskingReplacesEverySecretAsIsAndPercentEncoded() {
        let body = Data(#"{"status_message":"Invalid key k3y/+z (k3y%2F%2Bz), not k3y/+z"}"#.utf8)
        let masked = Redaction.mask(["k3y/+z"], in: body)
        #expect(
            String(decoding: masked, as: UTF8.self)
                == #"{"status_message":"Invalid key REDACTED (REDACTED), not REDACTED"}"#)
    }
}
