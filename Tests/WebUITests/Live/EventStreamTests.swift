import Clocks
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import TestSupport
import Testing

@testable import WebUI

// A stream waited on for an event that never comes fails at the time limit.
@Suite(.timeLimit(.minutes(1)))
struct EventStreamTests {
    private struct Flavour: Sendable, CustomTestStringConvertible {
        let page: String
        let region: String
        /// The address event the page's window sends after the change, if it follows one.
        let address: String?
        var testDescription: String { page }
    }

    private static let flavours = [
        Flavour(page: "/counter", region: "counter", address: "address /counter?count=1"),
        Flavour(page: "/published-counter", region: "published-counter", address: nil),
    ]

    /// A page opened in a browser: its cookie, CSRF token and window, and a live stream of its window.
    private struct OpenedPage {
        let text: String
        let main: String?
        let cookie: String
        let token: String
        let window: String

        init(_ response: TestResponse, cookie: String? = nil) throws {
            text = response.text
            main = response.main
            self.cookie = try #require(cookie ?? response.sessionCookie)
            token = try #require(csrfToken(in: response.text))
            window = try #require(windowID(in: response.text))
        }

        /// A stream of `windows` (this page's window when nil), as the page's script opens it.
        func stream(port: Int?, windows: [String]? = nil) throws -> EventStreamClient {
            let port = try #require(port)
            let query = (windows ?? [window]).map { "window=\($0)" }.joined(separator: "&")
            let url = try #require(URL(string: "http://localhost:\(port)/events?\(query)"))
            return EventStreamClient(url: url, cookie: cookie)
        }

        func act(
            _ path: String, client: any TestClientProtocol, window: String? = nil
        ) async throws -> HTTPResponse.Status {
            try await client.execute(
                uri: path, method: .post,
                headers: [
                    .cookie: cookie, HTTPField.Name("X-CSRF-Token")!: token,
                    HTTPField.Name("X-Strata-Window")!: window ?? self.window,
                ]
            ).status
        }
    }

    @Test(arguments: flavours)
    private func aWindowsStreamSendsTheChangeAfterAnAction(flavour: Flavour) async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let page = try OpenedPage(try await client.execute(uri: flavour.page, method: .get))
            #expect(page.text.contains("<div id=\"\(flavour.region)\" data-live><p class=\"count\">Count: 0</p></div>"))
            let stream = try page.stream(port: client.port)
            defer { stream.close() }
            var reader = EventStreamReader(stream)
            #expect(await reader.next() == .response(status: 200, contentType: "text/event-stream"))

            #expect(try await page.act(flavour.page + "/increment", client: client) == .noContent)
            var events = [await reader.nextEvent()]
            if flavour.address != nil {
                events.append(await reader.nextEvent())
            }
            let expected = ["replace \(flavour.region)\n<p class=\"count\">Count: 1</p>", flavour.address]
            #expect(Set(events) == Set(expected.compactMap { $0 }))
        }
    }

    @Test func growingAListSendsOnlyItsNewRowsAndWhatChangedAroundThem() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let page = try OpenedPage(try await client.execute(uri: "/rows", method: .get))
            #expect(
                page.main
                    == """
                    <div id="rows" data-live><div class="live-part" id="rows-head"><p>2 rows</p></div>\
                    <ul class="rows" id="rows-list"><li id="row-0">Row 0</li><li id="row-1">Row 1</li></ul>\
                    <div class="live-part" id="rows-foot"><a id="more" href="/rows">More</a></div></div>
                    """)
            let stream = try page.stream(port: client.port)
            defer { stream.close() }
            var reader = EventStreamReader(stream)

            #expect(try await page.act("/rows/add", client: client) == .noContent)
            #expect(await reader.nextEvent() == "replace rows-head\n<p>3 rows</p>")
            #expect(await reader.nextEvent() == "append rows-list\n<li id=\"row-2\">Row 2</li>")
        }
    }

    @Test func twoTabsOfOneBrowserAreTwoWindowsThatDoNotShareState() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let first = try OpenedPage(try await client.execute(uri: "/counter", method: .get))
            let second = try OpenedPage(
                try await client.execute(uri: "/counter", method: .get, headers: [.cookie: first.cookie]),
                cookie: first.cookie)
            #expect(first.window != second.window)
            let stream = try second.stream(port: client.port)
            defer { stream.close() }
            var reader = EventStreamReader(stream)

            #expect(try await first.act("/counter/increment", client: client) == .noContent)
            #expect(try await first.act("/counter/increment", client: client) == .noContent)
            #expect(try await second.act("/counter/increment", client: client) == .noContent)
            let events = [await reader.nextEvent(), await reader.nextEvent()]
            #expect(Set(events) == ["replace counter\n<p class=\"count\">Count: 1</p>", "address /counter?count=1"])
        }
    }

    @Test func anActionForAWindowThatIsGoneIsAConflictTheScriptFollowsTheLinkOn() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try OpenedPage(try await client.execute(uri: "/counter", method: .get))
            let status = try await page.act(
                "/counter/increment", client: client, window: "0123456789abcdef0123456789abcdef")
            #expect(status == .conflict)
        }
    }

    @Test func streamSendsKeepAliveComments() async throws {
        let clock = TestClock()
        let server = makeServer(clock: clock, keepAliveInterval: .seconds(15))
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let page = try OpenedPage(try await client.execute(uri: "/counter", method: .get))
            let stream = try page.stream(port: client.port)
            defer { stream.close() }
            var reader = EventStreamReader(stream)
            #expect(await reader.next() == .response(status: 200, contentType: "text/event-stream"))
            // The session sweep and the stream's lifetime sleep on the same clock, so no count of sleepers
            // tells when the keep-alive timer sleeps: time moves on by the interval whenever something sleeps,
            // until the keep-alive arrives.
            #expect(try await page.act("/counter/increment", client: client) == .noContent)
            #expect(await reader.nextEvent() != nil)

            let ticking = Task {
                while !Task.isCancelled {
                    await clock.untilSomethingSleeps()
                    await clock.advance(by: .seconds(15))
                }
            }
            defer { ticking.cancel() }
            #expect(await reader.nextKeepAlive() == "keep-alive")
        }
    }

    @Test(.timeLimit(.minutes(1))) func streamStopsWhenTheBrowserDisconnects() async throws {
        let server = makeServer()
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let page = try OpenedPage(try await client.execute(uri: "/counter", method: .get))
            let sessionID = String(page.cookie.dropFirst("strata_session=".count))
            let session = await server.sessions.session(forID: sessionID).session
            let window = try #require(await session.window(id: page.window))
            let stream = try page.stream(port: client.port)
            var reader = EventStreamReader(stream)
            #expect(await reader.next() == .response(status: 200, contentType: "text/event-stream"))
            #expect(await window.hasOpenStream)

            stream.close()
            // Returns only once the server has ended the window's stream; else the time limit fails the test.
            await window.streamsEnded()
        }
    }

    @Test func oneStreamFollowsEveryWindowOfABrowserAndNamesTheWindowOfEachEvent() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let first = try OpenedPage(try await client.execute(uri: "/counter", method: .get))
            let second = try OpenedPage(
                try await client.execute(uri: "/rows", method: .get, headers: [.cookie: first.cookie]),
                cookie: first.cookie)
            let stream = try first.stream(port: client.port, windows: [first.window, second.window])
            defer { stream.close() }
            var reader = EventStreamReader(stream)
            #expect(await reader.next() == .response(status: 200, contentType: "text/event-stream"))

            #expect(try await second.act("/rows/add", client: client) == .noContent)
            #expect(await reader.nextWindowEvent()?.window == second.window)
            #expect(await reader.nextWindowEvent()?.window == second.window)
            #expect(try await first.act("/counter/increment", client: client) == .noContent)
            var events: [String: Set<String>] = [:]
            for _ in 0..<2 {
                let next = try #require(await reader.nextWindowEvent())
                events[next.window ?? "", default: []].insert(next.event)
            }
            #expect(
                events == [
                    first.window: ["replace counter\n<p class=\"count\">Count: 1</p>", "address /counter?count=1"]
                ])
        }
    }

    @Test func aNewerStreamTakesAWindowFromTheOlderOne() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let page = try OpenedPage(try await client.execute(uri: "/published-counter", method: .get))
            let older = try page.stream(port: client.port)
            defer { older.close() }
            var olderReader = EventStreamReader(older)
            #expect(await olderReader.next() == .response(status: 200, contentType: "text/event-stream"))
            let newer = try page.stream(port: client.port)
            defer { newer.close() }
            var newerReader = EventStreamReader(newer)
            #expect(await newerReader.next() == .response(status: 200, contentType: "text/event-stream"))

            // Both streams stay open; the change goes to the newer only, and the older sends nothing more.
            #expect(try await page.act("/published-counter/increment", client: client) == .noContent)
            #expect(await newerReader.nextEvent() == "replace published-counter\n<p class=\"count\">Count: 1</p>")
            #expect(try await page.act("/published-counter/increment", client: client) == .noContent)
            #expect(await newerReader.nextEvent() == "replace published-counter\n<p class=\"count\">Count: 2</p>")
            older.close()
            #expect(await olderReader.nextEvent() == nil, "the older stream sent a change the newer one follows")
        }
    }

    @Test func aWindowThatIsGoneIsNamedGoneAndAStreamWithNoWindowLeftEnds() async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let page = try OpenedPage(try await client.execute(uri: "/counter", method: .get))
            let gone = "0123456789abcdef0123456789abcdef"
            let stream = try page.stream(port: client.port, windows: [gone])
            defer { stream.close() }
            var reader = EventStreamReader(stream)
            #expect(await reader.next() == .response(status: 200, contentType: "text/event-stream"))
            let event = await reader.nextWindowEvent()
            #expect(event?.window == gone)
            #expect(event?.event == "gone")
            #expect(await reader.next() == .closed)
        }
    }

    @Test func aWindowClosedWhileStreamedIsNamedGoneAndTheOthersGoOn() async throws {
        let server = makeServer()
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let first = try OpenedPage(try await client.execute(uri: "/counter", method: .get))
            let second = try OpenedPage(
                try await client.execute(uri: "/counter", method: .get, headers: [.cookie: first.cookie]),
                cookie: first.cookie)
            let stream = try first.stream(port: client.port, windows: [first.window, second.window])
            defer { stream.close() }
            var reader = EventStreamReader(stream)
            #expect(await reader.next() == .response(status: 200, contentType: "text/event-stream"))

            let sessionID = String(first.cookie.dropFirst("strata_session=".count))
            let session = await server.sessions.session(forID: sessionID).session
            await session.window(id: first.window)?.close()
            let gone = await reader.nextWindowEvent()
            #expect(gone?.window == first.window)
            #expect(gone?.event == "gone")
            #expect(try await second.act("/counter/increment", client: client) == .noContent)
            #expect(await reader.nextWindowEvent()?.window == second.window)
        }
    }

    @Test(arguments: [
        "/events", "/events?window=", "/events?" + (0...64).map { "window=w\($0)" }.joined(separator: "&"),
    ])
    func aStreamNamesOneWindowAtLeastAndAFewAtMost(uri: String) async throws {
        try await makeServer().makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let page = try OpenedPage(try await client.execute(uri: "/counter", method: .get))
            let response = try await client.execute(uri: uri, method: .get, headers: [.cookie: page.cookie])
            #expect(response.status == .badRequest)
        }
    }

    @Test func anOpenStreamKeepsItsSessionAliveAndEndsWhenTheSessionsEnd() async throws {
        let clock = TestClock()
        // The test client's connection waits idle while the stream is read; on a machine busy with the rest of the
        // suite that once took longer than the default idle timeout (a real one), which closed it.
        let server = makeServer(
            clock: clock, sessions: SessionLimits(sweepInterval: .seconds(31 * 60)), keepAliveInterval: .seconds(3600),
            connectionLimits: ConnectionLimits(idleTimeout: .seconds(3600)),
            liveStreams: LiveStreamLimits(lifetime: .seconds(2 * 3600)))
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let page = try OpenedPage(try await client.execute(uri: "/counter", method: .get))
            let stream = try page.stream(port: client.port)
            defer { stream.close() }
            var reader = EventStreamReader(stream)
            #expect(await reader.next() == .response(status: 200, contentType: "text/event-stream"))

            await clock.untilSomethingSleeps()
            await clock.advance(by: .seconds(31 * 60))
            let later = try await client.execute(uri: "/counter/session", method: .get, headers: [.cookie: page.cookie])
            #expect(later.sessionCookie == nil, "a tab showing the app keeps its session")

            // The server is stopping: the stream ends without telling the page its window is gone, which
            // would reload it from a server that is going away.
            await server.endSessions()
            #expect(await reader.next() == .closed)
        }
    }
}
