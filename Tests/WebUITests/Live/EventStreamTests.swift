import Clocks
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

@testable import WebUI

struct EventStreamTests {
    private struct Flavour: Sendable, CustomTestStringConvertible {
        let page: String
        let region: String
        var testDescription: String { page }
    }

    private static let flavours = [
        Flavour(page: "/counter", region: "counter"),
        Flavour(page: "/published-counter", region: "published-counter"),
    ]

    @Test(arguments: flavours)
    private func streamSendsTheCurrentFragmentThenTheChangeAfterAPost(flavour: Flavour) async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let page = try await client.execute(uri: flavour.page, method: .get)
            let cookie = try #require(page.sessionCookie)
            let token = try #require(csrfToken(in: page.text))
            let wrapper = "<div id=\"\(flavour.region)\" data-live=\"/events?region=\(flavour.region)\">"
            #expect(page.text.contains(wrapper + "<p class=\"count\">Count: 0</p></div>"))

            let port = try #require(client.port)
            let url = try #require(URL(string: "http://localhost:\(port)/events?region=\(flavour.region)"))
            let stream = EventStreamClient(url: url, cookie: cookie)
            defer { stream.close() }
            var reader = EventStreamReader(stream)
            #expect(await reader.next() == .response(status: 200, contentType: "text/event-stream"))
            #expect(await reader.nextFragment() == wrapper + "<p class=\"count\">Count: 0</p></div>")

            let post = try await client.execute(
                uri: flavour.page + "/increment",
                method: .post,
                headers: [.cookie: cookie, .contentType: formContentType],
                body: ByteBuffer(string: "_csrf=\(token)")
            )
            #expect(post.status == .seeOther)
            #expect(await reader.nextFragment() == wrapper + "<p class=\"count\">Count: 1</p></div>")
        }
    }

    @Test func streamSendsKeepAliveComments() async throws {
        let clock = TestClock()
        let server = makeServer(clock: clock, keepAliveInterval: .seconds(15))
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let page = try await client.execute(uri: "/counter", method: .get)
            let cookie = try #require(page.sessionCookie)
            let port = try #require(client.port)
            let url = try #require(URL(string: "http://localhost:\(port)/events?region=counter"))
            let stream = EventStreamClient(url: url, cookie: cookie)
            defer { stream.close() }
            var reader = EventStreamReader(stream)
            #expect(await reader.nextFragment() != nil)

            await clock.advance(by: .seconds(15))
            #expect(await reader.nextKeepAlive() == "keep-alive")
        }
    }

    @Test func streamStopsWhenTheBrowserDisconnects() async throws {
        let server = makeServer()
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let page = try await client.execute(uri: "/counter", method: .get)
            let cookie = try #require(page.sessionCookie)
            let sessionID = String(cookie.dropFirst("strata_session=".count))
            let session = await server.sessions.session(forID: sessionID).session
            let port = try #require(client.port)
            let url = try #require(URL(string: "http://localhost:\(port)/events?region=counter"))
            let stream = EventStreamClient(url: url, cookie: cookie)
            var reader = EventStreamReader(stream)
            #expect(await reader.nextFragment() != nil)
            #expect(await session.openStreamCount == 1)

            stream.close()
            #expect(await eventually { session.openStreamCount == 0 })
        }
    }

    @Test func unknownRegionIsNotFound() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try await client.execute(uri: "/counter", method: .get)
            let cookie = try #require(page.sessionCookie)
            let response = try await client.execute(
                uri: "/events?region=nothing-here",
                method: .get,
                headers: [.cookie: cookie]
            )
            #expect(response.status == .notFound)
        }
    }

    @Test func streamEndsWhenTheSessionExpires() async throws {
        let clock = TestClock()
        let server = makeServer(clock: clock, sweepInterval: .seconds(31 * 60), keepAliveInterval: .seconds(3600))
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let page = try await client.execute(uri: "/counter", method: .get)
            let cookie = try #require(page.sessionCookie)
            let port = try #require(client.port)
            let url = try #require(URL(string: "http://localhost:\(port)/events?region=counter"))
            let stream = EventStreamClient(url: url, cookie: cookie)
            defer { stream.close() }
            var reader = EventStreamReader(stream)
            #expect(await reader.nextFragment() != nil)

            await clock.untilSomethingSleeps()
            await clock.advance(by: .seconds(31 * 60))
            #expect(await reader.next() == .closed)
        }
    }
}
