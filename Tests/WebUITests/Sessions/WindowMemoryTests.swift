import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import TestSupport
import Testing

@testable import WebUI

@MainActor
struct WindowMemoryTests {
    /// A client that returns each new cookie once makes a confirmed session with two windows per two
    /// requests: the counts allow 10,000 sessions of 16 windows, so only a budget in bytes bounds what they keep.
    @Test func aClientReturningItsCookiesKeepsNoMoreThanTheBudget() async throws {
        let budget = 256 << 10
        let page = 8 << 10
        let server = makeServer(sessions: SessionLimits(maximumWindowBytes: budget)).addRoutes { router in
            router.get("/page") { request, context in
                try await context.withSession { session in
                    let window = context.window(opening: request, in: session).window
                    return context.page(title: "Page", window: window, HTML(text: String(repeating: "x", count: page)))
                }
            }
        }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            for _ in 0..<200 {
                let first = try await client.execute(uri: "/page", method: .get)
                let cookie = try #require(first.sessionCookie)
                let second = try await client.execute(uri: "/page", method: .get, headers: [.cookie: cookie])
                #expect(second.status == .ok)
            }
        }
        // The oldest windows close as the next request starts, so the last page may stand over the budget.
        #expect(server.sessions.windowMemory.bytes <= budget + page)
        #expect(server.sessions.windowCount <= budget / page + 1)
        #expect(server.sessions.count == 200)
    }

    @Test func theWindowsOpenedLongestAgoCloseFirstThoseWithAStreamNeverNorTheOneOpenedLast() throws {
        let store = SessionStore(limits: SessionLimits(maximumWindowBytes: 300))
        let (first, _) = store.session(forID: nil)
        let (second, _) = store.session(forID: nil)
        let streaming = first.openWindow()
        let stream = try #require(streaming.addCloseHandler {})
        let oldest = second.openWindow()
        let newer = first.openWindow()
        let newest = second.openWindow()
        for window in [streaming, oldest, newer, newest] {
            window.bytes.rendered(100)
        }

        _ = store.session(forID: first.id)

        #expect(store.windowMemory.bytes == 300)
        #expect([streaming, oldest, newer, newest].map(\.isClosed) == [false, true, false, false])
        newest.bytes.rendered(150)
        _ = store.session(forID: first.id)
        #expect([streaming, newer, newest].map(\.isClosed) == [false, true, false])
        #expect(store.windowMemory.bytes == 250)

        // The window with a stream and the one opened last keep more than the budget: both stay, and a page
        // served meanwhile has a window that is not kept, which counts nothing.
        streaming.bytes.add(200)
        _ = store.session(forID: first.id)
        let served = second.openWindow()
        served.bytes.rendered(100)
        #expect([streaming, newest].map(\.isClosed) == [false, false])
        #expect(!served.isKept)
        #expect(store.windowCount == 2)
        #expect(store.windowMemory.bytes == 450)

        // Its stream ended, the window is the oldest without one; and once another opens, so is the last one.
        streaming.removeCloseHandler(stream)
        _ = store.session(forID: first.id)
        let later = first.openWindow()
        later.bytes.rendered(200)
        _ = store.session(forID: first.id)
        #expect([streaming, newest, later].map(\.isClosed) == [true, true, false])
        #expect(store.windowMemory.bytes == 200)
    }

    /// A tab that has its live stream open against a busy client returning each new cookie once: the tabs' pages
    /// keep more than the budget by themselves, and the client's sessions outnumber the limit on sessions.
    // The time limit only guards against a hang (a stream that never sends the update); the busy client's
    // hundred pages may take minutes on a loaded machine.
    @Test(.timeLimit(.minutes(10))) func windowsWithAnOpenStreamOutlastABusyClient() async throws {
        let page = 16 << 10
        let limits = SessionLimits(maximumSessions: 4, maximumWindowBytes: 3 * page + page / 2)
        let server = makeServer(sessions: limits).addRoutes { router in
            router.get("/big") { request, context in
                try await context.withSession { session in
                    let window = context.window(opening: request, in: session).window
                    let viewModel = window.viewModel { CounterViewModel() }
                    let region = window.register(LiveRegion(id: "counter") { CounterScene.render(viewModel.state) })
                    let padding = HTML(text: String(repeating: "x", count: page))
                    return context.page(title: "Big", window: window, "\(padding)\(region)")
                }
            }
        }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let port = try #require(client.port)
            // Two sessions of two tabs each, every tab's stream open before the next page loads.
            var tabs: [(cookie: String, token: String, window: String, stream: EventStreamReader)] = []
            var streams: [EventStreamClient] = []
            defer { streams.forEach { $0.close() } }
            for _ in 0..<2 {
                var cookie: String?
                for _ in 0..<2 {
                    let response = try await client.execute(
                        uri: "/big", method: .get, headers: cookie.map { [.cookie: $0] } ?? [:])
                    cookie = cookie ?? response.sessionCookie
                    let window = try #require(windowID(in: response.text))
                    let url = try #require(URL(string: "http://127.0.0.1:\(port)/events?window=\(window)"))
                    streams.append(EventStreamClient(url: url, cookie: try #require(cookie)))
                    var stream = EventStreamReader(streams[streams.count - 1])
                    #expect(await stream.next() == .response(status: 200, contentType: "text/event-stream"))
                    tabs.append((try #require(cookie), try #require(csrfToken(in: response.text)), window, stream))
                }
            }

            var windowsServed: [String?] = []
            var busyCookie: String?
            for index in 0..<100 {
                let headers: HTTPFields = index % 2 == 1 ? [.cookie: try #require(busyCookie)] : [:]
                let response = try await client.execute(uri: "/big", method: .get, headers: headers)
                #expect(response.status == .ok)
                windowsServed.append(windowID(in: response.text))
                busyCookie = response.sessionCookie ?? busyCookie
            }

            var updates: [String] = []
            for var tab in tabs {
                let status = try await client.execute(
                    uri: "/counter/increment", method: .post,
                    headers: [
                        .cookie: tab.cookie, HTTPField.Name("X-CSRF-Token")!: tab.token,
                        HTTPField.Name("X-Strata-Window")!: tab.window,
                    ]
                ).status
                #expect(status == .noContent)
                updates.append(await tab.stream.nextEvent() ?? "closed")
            }
            let update = "replace counter\n<p class=\"count\">Count: 1</p>"
            #expect(updates == Array(repeating: update, count: tabs.count))
            // The busy client's pages were served, but without a window: the tabs' alone keep more than the budget.
            #expect(windowsServed == Array(repeating: nil, count: 100))
            let sessions = server.sessions
            let (windowCount, sessionCount, counted, listed) = await MainActor.run {
                (
                    sessions.windowCount, sessions.count, sessions.windowMemory.bytes,
                    sessions.openWindows.reduce(0) { $0 + $1.bytes.value }
                )
            }
            #expect(windowCount == tabs.count)
            #expect(sessionCount == limits.maximumSessions)
            #expect(counted == listed)
        }
    }

    @Test func aSessionClosesItsLeastRecentlyUsedWindowsBeyondItsOwnBudget() {
        let store = SessionStore(limits: SessionLimits(maximumWindowBytesPerSession: 1_000))
        let (session, _) = store.session(forID: nil)
        let windows = (0..<4).map { _ in session.openWindow() }
        for window in windows {
            window.bytes.rendered(400)
        }
        _ = session.window(id: windows[0].id)

        let opened = session.openWindow()

        #expect(windows.map(\.isClosed) == [false, true, true, false])
        #expect(session.windowBytes == 800)
        #expect(!opened.isClosed)
    }

    @Test func closedWindowsGiveTheirBytesBackAndCountNoMore() {
        let store = SessionStore()
        let (session, _) = store.session(forID: nil)
        let windows = (0..<3).map { _ in session.openWindow() }
        for window in windows {
            window.bytes.rendered(1_000)
        }
        #expect(store.windowMemory.bytes == 3_000)

        session.close(windows[0])
        #expect(store.windowMemory.bytes == 2_000)
        windows[0].bytes.add(500)
        windows[0].bytes.rendered(500)
        #expect(store.windowMemory.bytes == 2_000)

        store.endAll()
        #expect(store.windowMemory.bytes == 0)
    }
}
