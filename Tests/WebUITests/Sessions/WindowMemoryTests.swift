import Hummingbird
import HummingbirdTesting
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
        // NB: the oldest windows close as the next request starts, so the last page may stand over the budget.
        #expect(server.sessions.windowMemory.bytes <= budget + page)
        #expect(server.sessions.windowCount <= budget / page + 1)
        #expect(server.sessions.count == 200)
    }

    @Test func theWindowsOpenedLongestAgoCloseFirstAndThoseWithAStreamLast() {
        let store = SessionStore(limits: SessionLimits(maximumWindowBytes: 300))
        let (first, _) = store.session(forID: nil)
        let (second, _) = store.session(forID: nil)
        let streaming = first.openWindow()
        _ = streaming.addCloseHandler {}
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

        streaming.bytes.add(200)
        _ = store.session(forID: first.id)
        #expect([streaming, newest].map(\.isClosed) == [false, true])
        #expect(store.windowMemory.bytes == 300)

        streaming.bytes.add(1)
        _ = store.session(forID: first.id)
        #expect(streaming.isClosed)
        #expect(store.windowMemory.bytes == 0)
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
