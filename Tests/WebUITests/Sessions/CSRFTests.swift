import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import Testing
import WebUI

struct CSRFTests {
    /// A page load: the session cookie and the token its pages carry.
    private func openSession(_ client: some TestClientProtocol) async throws -> (cookie: String, token: String) {
        let page = try await openPage(client)
        return (page.cookie, page.token)
    }

    /// A page load: the session cookie, the token its pages carry, and the page's window.
    private func openPage(
        _ client: some TestClientProtocol
    ) async throws -> (cookie: String, token: String, window: String) {
        let page = try await client.execute(uri: "/counter", method: .get)
        return (
            try #require(page.sessionCookie), try #require(csrfToken(in: page.text)),
            try #require(windowID(in: page.text))
        )
    }

    private let windowHeader = HTTPField.Name("X-Strata-Window")!

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
            #expect(response.text.contains("This form has expired"))
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
            let (cookie, token, window) = try await openPage(client)
            let response = try await client.execute(
                uri: "/counter/increment",
                method: .post,
                headers: [.cookie: cookie, .contentType: formContentType, windowHeader: window],
                body: ByteBuffer(string: "note=a+b&_csrf=\(token)")
            )
            #expect(response.status == .noContent)

            let page = try await client.execute(
                uri: "/counter?window=\(window)", method: .get, headers: [.cookie: cookie])
            #expect(page.text.contains("Count: 1"))
        }
    }

    @Test func postWithHeaderTokenPasses() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let (cookie, token, window) = try await openPage(client)
            let csrfHeader = try #require(HTTPFields.Element.Name("X-CSRF-Token"))
            let response = try await client.execute(
                uri: "/counter/increment",
                method: .post,
                headers: [.cookie: cookie, csrfHeader: token, windowHeader: window],
                body: ByteBuffer()
            )
            #expect(response.status == .noContent)
        }
    }
}
