import Foundation
import LiveWeb
import Logging
import Synchronization
import TestSupport
import Testing

@testable import AppLayer
@testable import WebUI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The app's scenes under a mixed load, with limits small enough that a few thousand requests press on every
/// bound sessions and windows have: the tabs that have their live stream open must come through it.
@Suite struct IdleStreamsUnderLoadTests {
    /// Sessions and windows bounded so that the busy client below reaches both bounds within its requests: its
    /// 300 sessions for `maximumSessions`' 32, and some 55 MB of pages for `maximumWindowBytes`' 2 MiB.
    static let limits = SessionLimits(maximumSessions: 32, maximumWindowBytes: 2 << 20)
    static let idleSessions = 8
    static let idleWindowsPerSession = 5
    static let mixedConnections = 8
    static let mixedRequests = 1_400
    static let busyRequests = 600
    static let busyPath = "/movies?query=the&pages=50"

    /// One idle tab: its session's cookies and token, its window, and the stream that follows it.
    struct IdleTab {
        var cookie: String
        var token: String
        var window: String
        var stream: EventStreamClient
        var events: EventStreamReader
    }

    /// What an idle tab's stream showed when its window was acted on after the load.
    enum Outcome: Equatable {
        /// The update the action made arrived: the window and its stream came through.
        case updated
        /// The window was closed (`gone`), which reloads the page in a browser.
        case gone
        /// The stream ended without either.
        case ended
    }

    // The time limit only guards against a hang (a stream that never sends its rows), as the load may take
    // minutes on a loaded machine.
    @Test(.timeLimit(.minutes(10))) func idleLiveStreamsComeThroughAMixedLoadAndABusyClient() async throws {
        try await withTemporaryDirectory { directory in
            let configuration = try AppConfiguration.resolve(
                phase: .dev, port: 0, dataDirectory: directory.path, environment: [:])
            let container = try AppDIContainer(configuration: configuration, logger: Fixtures.quietLogger())
            let flow = AppFlowCoordinator(scenes: container.scenes, configuration: configuration)
            let server = WebServer(
                configuration: WebUIConfiguration(phase: "dev", scenes: flow.links, sessions: Self.limits),
                logger: Fixtures.quietLogger(label: "strata.test.web")
            ).addRoutes(flow.registerRoutes)
            let pages = Self.pages(of: server, scenes: flow.links.map(\.path))
            try await Self.withRunning(server) { base in
                let client = LoadClient(base: base)
                var tabs: [IdleTab] = []
                for _ in 0..<Self.idleSessions {
                    tabs += try await Self.openIdleTabs(client: client, count: Self.idleWindowsPerSession)
                }
                let firstBusyCookie = try await Self.load(client: client, pages: pages)

                // Both bounds were reached: the busy client's first session has ended, and the windows keep
                // about their budget (the last pages of the load count until the next request closes the oldest).
                let (_, _, cookies) = try await client.get(Self.busyPath, cookie: firstBusyCookie)
                #expect(cookies["strata_session"] != nil)
                #expect(server.sessions.windowMemory.bytes <= Self.limits.maximumWindowBytes + (1 << 20))

                var outcomes: [Outcome] = []
                for tab in tabs {
                    outcomes.append(try await Self.act(on: tab, client: client))
                }
                #expect(outcomes == Array(repeating: .updated, count: tabs.count))
                for tab in tabs { tab.stream.close() }
            }
        }
    }

    /// The load: `mixedConnections` connections of one session over `pages` (every scene's), beside one client
    /// on `busyPath` that returns each new session cookie once; returns the busy client's first session cookie.
    static func load(client: LoadClient, pages: [String]) async throws -> String {
        let (_, _, cookies) = try await client.get("/", cookie: nil)
        let mixedCookie = LoadClient.cookieHeader(cookies)
        return try await withThrowingTaskGroup(of: String?.self) { group in
            for connection in 0..<mixedConnections {
                group.addTask {
                    var index = connection
                    while index < mixedRequests {
                        let (status, _, _) = try await client.get(pages[index % pages.count], cookie: mixedCookie)
                        #expect(status < 500, "\(pages[index % pages.count]): \(status)")
                        index += mixedConnections
                    }
                    return nil
                }
            }
            group.addTask {
                var first: String?
                var cookie: String?
                for index in 0..<busyRequests {
                    let (status, _, cookies) = try await client.get(busyPath, cookie: index % 2 == 1 ? cookie : nil)
                    #expect(status == 200)
                    if let session = cookies["strata_session"] {
                        cookie = "strata_session=\(session)"
                        first = first ?? cookie
                    }
                }
                return first
            }
            var first: String?
            for try await result in group {
                first = first ?? result
            }
            return try #require(first)
        }
    }

    /// Opens `count` tabs of `/movies?query=star` in a new session, each with its own live stream open.
    static func openIdleTabs(client: LoadClient, count: Int) async throws -> [IdleTab] {
        var cookie: String?
        var tabs: [IdleTab] = []
        for _ in 0..<count {
            let (status, page, cookies) = try await client.get("/movies?query=star", cookie: cookie)
            #expect(status == 200)
            cookie = cookie ?? LoadClient.cookieHeader(cookies)
            let window = try #require(meta("strata-window", in: page))
            let stream = EventStreamClient(
                url: client.base.appending(path: "events").appending(queryItems: [.init(name: "window", value: window)]
                ),
                cookie: try #require(cookie))
            var events = EventStreamReader(stream)
            #expect(await events.next() == .response(status: 200, contentType: "text/event-stream"))
            tabs.append(
                IdleTab(
                    cookie: try #require(cookie), token: try #require(meta("csrf-token", in: page)), window: window,
                    stream: stream, events: events))
        }
        return tabs
    }

    /// Asks for the next page of `tab`'s list through its window, and reads its stream until the rows arrive or
    /// the window is gone.
    static func act(on tab: IdleTab, client: LoadClient) async throws -> Outcome {
        var events = tab.events
        let status = try await client.post(
            "/movies/next-page", cookie: tab.cookie,
            headers: [WebRequestContext.windowHeader: tab.window, "X-CSRF-Token": tab.token])
        #expect(status == 204)
        while let (window, event) = await events.nextWindowEvent() {
            guard window == tab.window else { continue }
            if event.hasPrefix("append ") { return .updated }
            if event == "gone" { return .gone }
        }
        return .ended
    }

    /// The scenes' pages a load goes over: the home page, and every route under a scene's path that needs no
    /// capture, as the app's router lists them (so a new scene's pages are loaded too).
    static func pages(of server: WebServer, scenes: [String]) -> [String] {
        let routes = server.routeDescriptions.filter { $0.method == .get }.map { $0.path.description }
            .filter { path in
                !path.contains("{") && !path.contains("*")
                    && scenes.contains { path == $0 || path.hasPrefix($0 + "/") }
            }
        return ["/", "/movies?query=star"] + routes.sorted()
    }

    /// `content` of the page's `<meta name="…">`.
    static func meta(_ name: String, in page: String) -> String? {
        let marker = "<meta name=\"\(name)\" content=\""
        guard let start = page.range(of: marker)?.upperBound, let end = page[start...].firstIndex(of: "\"") else {
            return nil
        }
        return String(page[start..<end])
    }

    /// Runs `server` on a free loopback port, hands its URL to `body`, then stops it.
    static func withRunning(_ server: WebServer, _ body: (URL) async throws -> Void) async throws {
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let app = server.makeApplication(host: "127.0.0.1", port: 0) { port in portContinuation.yield(port) }
        let task = Task {
            defer { portContinuation.finish() }
            try await app.run()
        }
        defer { task.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next(), "the server did not start")
        try await body(try #require(URL(string: "http://127.0.0.1:\(port)")))
        task.cancel()
        _ = await task.result
    }
}

/// Requests with the cookies the test chooses (none kept by the client).
struct LoadClient: Sendable {
    let base: URL
    private let session: URLSession

    init(base: URL) {
        self.base = base
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpMaximumConnectionsPerHost = IdleStreamsUnderLoadTests.mixedConnections + 2
        configuration.timeoutIntervalForRequest = 120
        session = URLSession(configuration: configuration)
    }

    /// The status, the body and the cookies set (by name) of a GET of `path`.
    func get(_ path: String, cookie: String?) async throws -> (Int, String, [String: String]) {
        var request = URLRequest(url: try #require(URL(string: base.absoluteString + path)))
        if let cookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, String(decoding: data, as: UTF8.self), Self.cookies(http))
    }

    /// The status of an empty form POST to `path`.
    func post(_ path: String, cookie: String, headers: [String: String]) async throws -> Int {
        var request = URLRequest(url: try #require(URL(string: base.absoluteString + path)))
        request.httpMethod = "POST"
        request.setValue(cookie, forHTTPHeaderField: "Cookie")
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = Data()
        let (_, response) = try await session.data(for: request)
        return try #require(response as? HTTPURLResponse).statusCode
    }

    /// The app's cookies a response sets, by name (their values are hex, so a joined header splits cleanly).
    static func cookies(_ response: HTTPURLResponse) -> [String: String] {
        var cookies: [String: String] = [:]
        let header = response.value(forHTTPHeaderField: "Set-Cookie") ?? ""
        for name in ["strata_session", "strata_browser"] {
            guard let start = header.range(of: name + "=")?.upperBound else { continue }
            cookies[name] = String(header[start...].prefix { $0.isHexDigit })
        }
        return cookies
    }

    /// A `Cookie` header sending `cookies`.
    static func cookieHeader(_ cookies: [String: String]) -> String {
        cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    }
}
