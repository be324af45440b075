import Foundation
import StagingAPI
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The control routes (`/__staging/…`) answer only requests carrying the run's token: a page elsewhere can make
/// a browser post to the staging API with a loopback `Host`, but not add the header, nor know the token.
@Suite struct ControlRouteTokenTests {
    /// The tokens a request may carry that are not the run's (nil: none at all).
    static func wrongTokens(for api: RunningStagingAPI) -> [String?] {
        let token = api.controlToken.value
        return [nil, "", "wrong-token-of-sixteen", String(token.dropLast()), token + "0", token.uppercased()]
    }

    @Test func aRequestWithoutTheRunsTokenIsRefusedAndChangesNothing() async throws {
        try await withStagingAPI { api in
            _ = try await api.get("/groups")
            for token in Self.wrongTokens(for: api) {
                let set = try await api.control(
                    "POST", "/__staging/faults?path=/groups&fault=status%3D503", token: token)
                let cleared = try await api.control("DELETE", "/__staging/faults", token: token)
                let counts = try await api.control("GET", "/__staging/requests", token: token)
                let reset = try await api.control("DELETE", "/__staging/requests", token: token)
                let statuses: [Int] = [set, cleared, counts, reset]
                #expect(statuses == [403, 403, 403, 403], "token \(String(describing: token))")
            }
            #expect(try await api.get("/groups").response.statusCode == 200)
            #expect(await api.requestCounts() == ["/groups": 2])
        }
    }

    @Test func aBlindCrossSiteFormPostSetsNoFault() async throws {
        try await withStagingAPI { api in
            // As a browser sends a form another site posts to 127.0.0.1: a loopback Host, the other site's Origin,
            // a form body, and no header of the page's choosing.
            var request = URLRequest(url: try api.url("/__staging/faults?path=/groups&fault=status%3D503"))
            request.httpMethod = "POST"
            request.setValue("http://evil.example", forHTTPHeaderField: "Origin")
            request.setValue("cross-site", forHTTPHeaderField: "Sec-Fetch-Site")
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data("path=%2Fgroups&fault=status%3D503".utf8)
            let (body, response) = try await URLSession.shared.data(for: request)

            #expect((response as? HTTPURLResponse)?.statusCode == 403)
            #expect(
                String(decoding: body, as: UTF8.self)
                    == "The staging API's control routes need this run's token in X-Staging-Control-Token.")
            #expect(try await api.get("/groups").response.statusCode == 200)
        }
    }

    @Test func theRunsTokenSetsAndClearsFaults() async throws {
        try await withStagingAPI { api in
            let set = try await api.control("POST", "/__staging/faults?path=/groups&fault=status%3D503")
            let faulted = try await api.get("/groups").response.statusCode
            let cleared = try await api.control("DELETE", "/__staging/faults")
            let recovered = try await api.get("/groups").response.statusCode
            let statuses: [Int] = [set, faulted, cleared, recovered]
            #expect(statuses == [204, 503, 204, 200])
        }
    }

    @Test func eachRunHasItsOwnTokenAndAGivenOneIsUsed() async throws {
        let given = try #require(StagingControlToken("a-token-the-test-chose"))
        let server = StagingAPIServer(dataset: Fixtures.dataset(), logger: Fixtures.quietLogger())
        let chosen = try await server.start(controlToken: given)
        let first = try await server.start()
        let second = try await server.start()
        let answers = (
            chosen: try await chosen.control("DELETE", "/__staging/faults", token: "a-token-the-test-chose"),
            other: try await first.control("DELETE", "/__staging/faults", token: second.controlToken.value)
        )
        await chosen.stop()
        await first.stop()
        await second.stop()
        #expect(chosen.controlToken == given)
        #expect(first.controlToken != second.controlToken)
        #expect(first.controlToken.value.count == 32)
        #expect(answers.chosen == 204)
        #expect(answers.other == 403)
    }

    @Test(arguments: ["", "short-token", "sixteen chars ok", "tab\tin-the-token!", "한국어-토큰-열여섯-글자-이상"])
    func aTokenTooShortOrThatAHeaderCannotCarryIsRefused(text: String) {
        #expect(StagingControlToken(text) == nil)
    }

    @Test func theTokenNeverPrintsItsValue() {
        let token = StagingControlToken.random()
        #expect("\(token)" == "REDACTED")
        #expect(!String(reflecting: token).contains(token.value))
        var dumped = ""
        dump(token, to: &dumped)
        #expect(!dumped.contains(token.value))
    }
}
