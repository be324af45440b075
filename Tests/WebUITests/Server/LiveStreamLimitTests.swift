import Clocks
import Foundation
import LiveWeb
import Synchronization
import Testing

@testable import WebUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Live streams and idle connections within the connection budget, over real loopback connections.
@Suite(.serialized) struct LiveStreamLimitTests {
    /// A browser session: its cookie and the windows of the pages it loaded.
    private struct Browser {
        var cookie: String
        var windows: [String]
    }

    /// Loads `/counter` `windows` times in a new session over one connection, as a browser opening tabs does.
    private static func browser(port: Int, windows: Int) async throws -> Browser {
        let connection = try await RawConnection.open(port: port)
        defer { Task { await connection.close() } }
        try await connection.send(requestHead("GET", "/counter"))
        let first = try #require(await connection.nextResponse())
        let cookie = try #require(first.headers["set-cookie"]?.split(separator: ";").first.map(String.init))
        var ids = [try #require(windowID(in: first.body))]
        while ids.count < windows {
            try await connection.send(requestHead("GET", "/counter", headers: ["Cookie: \(cookie)"]))
            let page = try #require(await connection.nextResponse())
            ids.append(try #require(windowID(in: page.body)))
        }
        return Browser(cookie: cookie, windows: ids)
    }

    /// Opens a connection and asks for `window`'s stream; answers the connection and the response head (`nil`
    /// when the connection closed without one).
    private static func openStream(
        port: Int, cookie: String, window: String
    ) async throws -> (RawConnection, RawConnection.Response?) {
        let connection = try await RawConnection.open(port: port)
        try await connection.send(requestHead("GET", "/events?window=\(window)", headers: ["Cookie: \(cookie)"]))
        return (connection, await connection.nextResponse(hasBody: false))
    }

    /// A GET of a page on a new connection: its status, `nil` when the connection closed without an answer.
    private static func probe(port: Int) async throws -> Int? {
        let connection = try await RawConnection.open(port: port)
        try await connection.send(requestHead("GET", "/", headers: ["Connection: close"]))
        let status = await connection.nextResponse()?.status
        await connection.close()
        return status
    }

    /// Raises the soft open-file limit so the test's sockets and the server's fit (both ends are in this process).
    private static func allowOpenFiles(_ count: Int) {
        var limit = rlimit()
        #if os(Linux)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(count) else { return }
        limit.rlim_cur = min(limit.rlim_max, rlim_t(count))
        _ = setrlimit(resource, &limit)
    }

    @Test func pagesStillAnswerWhileOneClientHolds520Streams() async throws {
        Self.allowOpenFiles(4096)
        // The client: 32 sessions × 16 windows, plus 8; each session may hold all of its streams, so
        // the cap of all streams is what keeps connections free.
        let server = makeServer(
            connectionLimits: ConnectionLimits(maximumConnections: 512),
            liveStreams: LiveStreamLimits(maximumPerSession: 16))
        try await withRunningServer(server) { port in
            var browsers: [Browser] = []
            for index in 0..<33 {
                browsers.append(try await Self.browser(port: port, windows: index < 32 ? 16 : 8))
            }
            var held: [RawConnection] = []
            var statuses: [Int?] = []
            for browser in browsers {
                for window in browser.windows {
                    let (connection, head) = try await Self.openStream(
                        port: port, cookie: browser.cookie, window: window)
                    held.append(connection)
                    statuses.append(head?.status)
                }
            }
            var probes: [Int?] = []
            for _ in 0..<12 {
                probes.append(try await Self.probe(port: port))
            }
            let streamsOpen = server.liveStreams.count
            for connection in held {
                await connection.close()
            }

            #expect(statuses.count == 520)
            #expect(statuses.filter { $0 == 200 }.count <= 384)
            #expect(streamsOpen == 384)
            #expect(statuses.contains(503))
            #expect(probes == Array(repeating: 200, count: 12))
        }
    }

    @Test func pagesStillAnswerWhile600IdleSocketsAreReopenedAsTheyClose() async throws {
        Self.allowOpenFiles(4096)
        try await withRunningServer(makeServer(connectionLimits: ConnectionLimits(maximumConnections: 512))) {
            port in
            let idle = try await withThrowingTaskGroup(of: RawConnection.self) { group in
                for _ in 0..<600 {
                    group.addTask { try await RawConnection.open(port: port) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            // Reopens each idle socket as soon as the server closes it (its close wakes the task holding it),
            // until the probes are done.
            let attack = Attack(sockets: idle)
            let attacker = Task {
                await withTaskGroup(of: Void.self) { group in
                    for index in idle.indices {
                        group.addTask { await attack.keepOpen(index, port: port) }
                    }
                }
            }
            var probes: [Int?] = []
            for _ in 0..<18 {
                probes.append(try await Self.probe(port: port))
            }
            for connection in attack.stop() {
                await connection.close()
            }
            await attacker.value

            #expect(probes == Array(repeating: 200, count: 18))
        }
    }

    @Test func aSessionsStreamBeyondItsCapEndsItsOldest() async throws {
        try await withRunningServer(makeServer(liveStreams: LiveStreamLimits(maximumPerSession: 2))) { port in
            let browser = try await Self.browser(port: port, windows: 3)
            var streams: [RawConnection] = []
            for window in browser.windows {
                let (connection, head) = try await Self.openStream(
                    port: port, cookie: browser.cookie, window: window)
                #expect(head?.status == 200)
                streams.append(connection)
            }

            #expect(await streams[0].waitForText("event: end\ndata: superseded\n\n"))
            #expect(await streams[0].waitForText("0\r\n\r\n"), "the oldest stream's response ended")
            #expect(!streams[1].received.contains("event: end"))
            #expect(!streams[2].received.contains("event: end"))
            for connection in streams {
                await connection.close()
            }
        }
    }

    @Test func aStreamBeyondTheCapOfAllIsRefusedWithRetryAfterAndPagesAnswer() async throws {
        // 8 connections, a quarter reserved: 6 streams.
        let server = makeServer(connectionLimits: ConnectionLimits(maximumConnections: 8))
        try await withRunningServer(server) { port in
            var streams: [RawConnection] = []
            var heads: [RawConnection.Response?] = []
            for _ in 0..<7 {
                let browser = try await Self.browser(port: port, windows: 1)
                let (connection, head) = try await Self.openStream(
                    port: port, cookie: browser.cookie, window: browser.windows[0])
                streams.append(connection)
                heads.append(head)
            }
            let page = try await Self.probe(port: port)
            let streamsOpen = server.liveStreams.count
            for connection in streams {
                await connection.close()
            }

            #expect(heads.map { $0?.status } == [200, 200, 200, 200, 200, 200, 503])
            #expect(heads[6]?.headers["retry-after"] == "30")
            #expect(streamsOpen == 6)
            #expect(page == 200)
        }
    }

    @Test func aStreamEndsCleanlyAfterItsLifetimeAndItsWindowStaysOpen() async throws {
        let clock = TestClock()
        let server = makeServer(clock: clock, liveStreams: LiveStreamLimits(lifetime: .seconds(600)))
        try await withRunningServer(server) { port in
            let browser = try await Self.browser(port: port, windows: 1)
            let (stream, head) = try await Self.openStream(
                port: port, cookie: browser.cookie, window: browser.windows[0])
            #expect(head?.status == 200)
            #expect(await stream.waitForText("retry: 3000"))

            await clock.advance(by: .seconds(599))
            // The keep-alive shows the stream has seen the time pass.
            #expect(await stream.waitForText(": keep-alive"))
            #expect(!stream.received.hasSuffix("0\r\n\r\n"), "still open before its lifetime")

            await clock.advance(by: .seconds(1))
            #expect(await stream.waitForText("0\r\n\r\n"), "the response ended")
            let (again, reopened) = try await Self.openStream(
                port: port, cookie: browser.cookie, window: browser.windows[0])
            #expect(reopened?.status == 200, "the window is still there: the page reconnects, it does not reload")
            await stream.close()
            await again.close()
        }
    }
}

/// Idle sockets an attacker keeps open: each is reopened when the server closes it, until ``stop()``.
private final class Attack: Sendable {
    private struct State {
        var sockets: [RawConnection]
        var stopped = false
    }

    private let state: Mutex<State>

    init(sockets: [RawConnection]) {
        state = Mutex(State(sockets: sockets))
    }

    /// Reopens socket `index` each time it closes, until the attack stops (or a reopening fails).
    func keepOpen(_ index: Int, port: Int) async {
        while true {
            let socket = state.withLock { $0.sockets[index] }
            await socket.closed()
            guard !state.withLock(\.stopped), let reopened = try? await RawConnection.open(port: port) else { return }
            let kept = state.withLock { state in
                guard !state.stopped else { return false }
                state.sockets[index] = reopened
                return true
            }
            guard kept else {
                await reopened.close()
                return
            }
        }
    }

    /// Stops reopening; answers the sockets open now, whose closing ends each ``keepOpen(_:port:)``.
    func stop() -> [RawConnection] {
        state.withLock { state in
            state.stopped = true
            return state.sockets
        }
    }
}
