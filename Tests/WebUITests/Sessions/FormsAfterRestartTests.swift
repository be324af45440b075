import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import Logging
import Testing
import WebUI

/// Forms outlive the server: a token signed with the data directory's key is accepted by a new server with the
/// same key and in a new session; a token that is not this browser's gets a page that asks again, never a dead end.
struct FormsAfterRestartTests {
    private let key = CSRFKey.random()

    private func server(key: CSRFKey) -> WebServer {
        var logger = Logger(label: "FormsAfterRestartTests")
        logger.logLevel = .critical
        return WebServer(
            configuration: WebUIConfiguration(phase: "dev", scenes: sampleScenes, csrfKey: key), logger: logger)
    }

    /// Runs `body` against a server with `key`, over real HTTP.
    private func serving<Value: Sendable>(
        key: CSRFKey, _ body: @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        try await server(key: key).makeApplication(host: "127.0.0.1", port: 0).test(.live, body)
    }

    /// A page load in a new browser: its cookies (`name=value`, by name) and its token.
    private func openPage(_ client: some TestClientProtocol) async throws -> (cookies: [String: String], token: String)
    {
        let page = try await client.execute(uri: "/", method: .get)
        return (setCookies(page), try #require(csrfToken(in: page.text)))
    }

    private func setCookies(_ response: TestResponse) -> [String: String] {
        var cookies: [String: String] = [:]
        for header in response.headers[values: .setCookie] {
            guard let pair = header.split(separator: ";").first, let equals = pair.firstIndex(of: "=") else { continue }
            cookies[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        return cookies
    }

    private func cookieHeader(_ cookies: [String: String]) -> String {
        cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    }

    private func post(
        _ client: some TestClientProtocol, _ path: String, cookies: [String: String], form: String
    ) async throws -> TestResponse {
        try await client.execute(
            uri: path, method: .post, headers: [.cookie: cookieHeader(cookies), .contentType: formContentType],
            body: ByteBuffer(string: form))
    }

    /// The hidden fields of the page's confirmation form, as `name=value` pairs in order.
    private func confirmationFields(in page: String) throws -> String {
        let form = try #require(page.range(of: "<form method=\"post\"").map { page[$0.lowerBound...] })
        let pattern = try Regex(#"<input type="hidden" name="([^"]*)" value="([^"]*)">"#)
        return form.matches(of: pattern).compactMap { match -> String? in
            guard let name = match.output[1].substring, let value = match.output[2].substring else { return nil }
            let encoded = String(value).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            return "\(name)=\(encoded)"
        }.joined(separator: "&")
    }

    @Test func aTokenFromBeforeARestartIsAccepted() async throws {
        let (cookies, token) = try await serving(key: key) { client in try await openPage(client) }
        try await serving(key: key) { client in
            let switched = try await post(
                client, "/language", cookies: cookies, form: "_csrf=\(token)&language=ko&return=%2Fmovies")
            #expect(switched.status == .seeOther)
            #expect(switched.headers[.location] == "/movies")
            #expect(setCookies(switched)["strata_language"] == "ko")
        }
    }

    @Test func aTokenIsAcceptedInANewSession() async throws {
        try await serving(key: key) { client in
            let (cookies, token) = try await openPage(client)
            var expired = cookies
            expired["strata_session"] = String(repeating: "0", count: 32)
            let switched = try await post(client, "/language", cookies: expired, form: "_csrf=\(token)&language=ko")
            #expect(switched.status == .seeOther)
            #expect(setCookies(switched)["strata_language"] == "ko")
        }
    }

    @Test func aTokenFromAnotherKeyOrBrowserIsRefused() async throws {
        let otherKeyToken = try await serving(key: .random()) { client in try await openPage(client).token }
        try await serving(key: key) { client in
            let (cookies, _) = try await openPage(client)
            let (_, otherBrowserToken) = try await openPage(client)
            for token in [otherKeyToken, otherBrowserToken, "forged"] {
                let refused = try await post(client, "/language", cookies: cookies, form: "_csrf=\(token)&language=ko")
                #expect(refused.status == .forbidden)
                #expect(setCookies(refused)["strata_language"] == nil)
            }
        }
    }

    @Test func aRefusedFormAsksAgainWithItsFieldsAndConfirmingDoesIt() async throws {
        try await serving(key: key) { client in
            let (cookies, token) = try await openPage(client)
            let refused = try await post(
                client, "/language", cookies: cookies, form: "_csrf=forged&language=ko&return=%2Fpokemon%3Foffset%3D20")
            #expect(refused.status == .forbidden)
            #expect(refused.text.contains("Switch to 한국어?"))
            #expect(refused.text.contains("<a class=\"button\" href=\"/pokemon?offset=20\">Go back</a>"))
            let fields = try confirmationFields(in: refused.text)
            #expect(fields == "_csrf=\(token)&language=ko&return=%2Fpokemon%3Foffset%3D20")
            let confirmed = try await post(client, "/language", cookies: cookies, form: fields)
            #expect(confirmed.status == .seeOther)
            #expect(confirmed.headers[.location] == "/pokemon?offset=20")
            #expect(setCookies(confirmed)["strata_language"] == "ko")
        }
    }
}
