import Hummingbird
import HummingbirdTesting
import Testing
import WebUI

struct CSRFTests {
    /// A page load: the session cookie and the token its pages carry.
    private func openSession(_ client: some TestClientProtocol) async throws -> (cookie: String, token: String) {
        let page = try await client.execute(uri: "/counter", method: .get)
        return (try #require(page.sessionCookie), try #require(csrfToken(in: page.text)))
    }

    @Test func postWithoutTokenIsForbidden() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let (cookie, _) = try await openSession(client)
            let response = try await client.execute(
                uri: "/counter/increment",
                method: .post,
                headers: [.cookie: cookie, .contentType: formContentType],
                body: ByteBuffer(string: "amount=1")
            )
            #expect(response.status == .forbidden)
            #expect(response.text.contains("Request refused"))
        }
    }

    @Test func postWithWrongTokenIsForbidden() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let (cookie, token) = try await openSession(client)
            let (_, otherToken) = try await openSession(client)
            #expect(token != otherToken)
            let response = try await client.execute(
                uri: "/counter/increment",
                method: .post,
                headers: [.cookie: cookie, .contentType: formContentType],
                body: ByteBuffer(string: "_csrf=\(otherToken)")
            )
            #expect(response.status == .forbidden)
        }
    }

    @Test func postToAnyPathWithoutSessionIsForbidden() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/no-such-form", method: .post, body: ByteBuffer())
            #expect(response.status == .forbidden)
        }
    }

    @Test func postWithFormTokenPasses() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let (cookie, token) = try await openSession(client)
            let response = try await client.execute(
                uri: "/counter/increment",
                method: .post,
                headers: [.cookie: cookie, .contentType: formContentType],
                body: ByteBuffer(string: "note=a+b&_csrf=\(token)")
            )
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/counter")

            let page = try await client.execute(uri: "/counter", method: .get, headers: [.cookie: cookie])
            #expect(page.text.contains("Count: 1"))
        }
    }

    @Test func postWithHeaderTokenPasses() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let (cookie, token) = try await openSession(client)
            let csrfHeader = try #require(HTTPFields.Element.Name("X-CSRF-Token"))
            let asyncHeader = try #require(HTTPFields.Element.Name("X-Strata-Async"))
            let response = try await client.execute(
                uri: "/counter/increment",
                method: .post,
                headers: [.cookie: cookie, csrfHeader: token, asyncHeader: "1"],
                body: ByteBuffer()
            )
            #expect(response.status == .noContent)
        }
    }
}
