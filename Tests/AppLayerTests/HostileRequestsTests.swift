import Foundation
import Hummingbird
import Synchronization
import TestSupport
import Testing

@testable import AppLayer
@testable import WebUI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every route the running app's router has, in dev and in alpha (where the in-process staging API answers),
/// driven with extreme and malformed values in each path capture and in each parameter the web ring reads, by
/// GET and by POST with the session's CSRF token: no request may crash the app or get a 5xx (a 404 or 400 is
/// a fine answer), and the app answers normally afterwards.
@Suite struct HostileRequestsTests {
    static let values = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-1", "0", "", "abc", "1e999",
        "NaN", "%00", "%2E%2E", "..%2F..%2F", "%FF%FE", "a%0D%0Ab", "%ED%95%9C%EA%B8%80",
        String(repeating: "9", count: 400),
        String(repeating: "a", count: 10_000),
    ]

    /// A value that gets a route past its other checks, for each capture or parameter not under test; a name
    /// without one is left out.
    static let samples = [
        "id": "1", "index": "1", "name": "bulbasaur", "login": "octocat", "size": "w92", "file": "x.jpg",
        "query": "star", "pages": "2", "page": "1", "offset": "10", "station": "%EC%A2%85%EB%A1%9C%EA%B5%AC",
        "town": "%EC%A2%85%EB%A1%9C%EA%B5%AC", "current": "%EC%A2%85%EB%A1%9C%EA%B5%AC", "avatar": "1",
        "bookmarked": "true", "return": "%2F", "language": "ko",
    ]

    /// The GET and POST routes of the app in `phase`, read from the router the app builds (so every scene's,
    /// and a new scene's as soon as it is registered).
    static func routes(phase: Phase) async throws -> [(method: String, path: String)] {
        try await withTemporaryDirectory { directory in
            var configuration = try AppConfiguration.resolve(
                phase: phase, port: 0, dataDirectory: directory.path, environment: [:])
            if phase == .alpha {
                configuration = configuration.pointed(atStagingAPI: URL(staticString: "http://127.0.0.1:9"))
            }
            let container = try AppDIContainer(configuration: configuration, logger: Fixtures.quietLogger())
            return try container.makeWebServer().routeDescriptions
                .filter { [.get, .post].contains($0.method) }
                .map { (method: $0.method.rawValue, path: $0.path.description) }
        }
    }

    /// The names of the query and form parameters the web ring reads or writes in its links and forms.
    static func parameterNames() throws -> [String] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let patterns = try [
            #"[?&]([a-zA-Z_]+)="#, #"queryParameters(?:\.get)?[\[(](?:Substring\()?"([a-zA-Z_]+)""#,
            #"(?<!meta )name=\\?"([a-zA-Z_]+)\\?""#, #"URLQueryItem\(name: "([a-zA-Z_]+)""#,
        ].map { try NSRegularExpression(pattern: $0) }
        var names = Set<String>()
        for ring in ["WebUI", "PresentationLayer"] {
            let root = sources.appendingPathComponent(ring)
            let files =
                FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                    .filter { !$0.drop { $0 == " " }.hasPrefix("//") }.joined(separator: "\n")
                for pattern in patterns {
                    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                        if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
                    }
                }
            }
        }
        // `_csrf` carries the session's token on every POST; a hostile one is CSRFTests' concern.
        return names.subtracting(["_csrf"]).sorted()
    }

    /// `route` with each capture (`{name}`) and wildcard filled: with `value` when `hostile`, else a sample.
    static func path(_ route: String, value: String, hostile: Bool) -> String {
        var path = ""
        var rest = Substring(route)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            path += rest[..<open] + (hostile ? value : samples[name] ?? "1")
            rest = rest[rest.index(after: close)...]
        }
        return (path + rest).replacingOccurrences(of: "**", with: value).replacingOccurrences(of: "*", with: value)
    }

    /// The requests of one route and value: its captures hostile, then each parameter hostile in turn beside
    /// the others' samples (a form must be whole to reach its checks).
    static func requests(
        method: String, route: String, value: String, names: [String]
    ) -> [(method: String, path: String, form: String?)] {
        func query(_ hostile: String?) -> String {
            names.compactMap { name in name == hostile ? "\(name)=\(value)" : samples[name].map { "\(name)=\($0)" } }
                .joined(separator: "&")
        }
        let post = method == "POST"
        let capturesHostile = (method, path(route, value: value, hostile: true), post ? query(nil) : nil)
        return [capturesHostile]
            + names.map { name in
                let sampled = path(route, value: value, hostile: false)
                return post ? (method, sampled, query(name)) : (method, sampled + "?" + query(name), nil)
            }
    }

    /// One browser with a session: sends GETs and form POSTs carrying its CSRF token.
    final class Client: Sendable {
        let base: URL
        private let session: URLSession
        private let state = Mutex<(cookie: String?, token: String?)>((nil, nil))

        init(base: URL) {
            self.base = base
            let configuration = URLSessionConfiguration.ephemeral
            configuration.httpCookieStorage = nil
            configuration.httpShouldSetCookies = false
            configuration.timeoutIntervalForRequest = 60
            session = URLSession(configuration: configuration)
        }

        func start() async throws {
            let (_, response) = try await send("GET", "/")
            let setCookie = try #require(response.value(forHTTPHeaderField: "Set-Cookie"))
            let session = setCookie.components(separatedBy: ", ").first { $0.hasPrefix("strata_session=") }
            let cookie = String(try #require(session).split(separator: ";")[0])
            let (page, _) = try await send("GET", "/movies", cookie: cookie)
            let token = try #require(page.components(separatedBy: #"name="csrf-token" content=""#).dropFirst().first)
            state.withLock { $0 = (cookie, String(token.prefix(32))) }
        }

        @discardableResult
        func send(
            _ method: String, _ path: String, form: String? = nil, cookie: String? = nil
        ) async throws -> (text: String, response: HTTPURLResponse) {
            var request = URLRequest(url: try #require(URL(string: base.absoluteString + path)))
            request.httpMethod = method
            let (storedCookie, token) = state.withLock { $0 }
            if let cookie = cookie ?? storedCookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
            if method == "POST" {
                request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
                request.httpBody = Data("_csrf=\(token ?? "")&\(form ?? "")".utf8)
            }
            let (data, response) = try await session.data(for: request)
            return (String(decoding: data, as: UTF8.self), try #require(response as? HTTPURLResponse))
        }
    }

    @Test(arguments: [Phase.dev, .alpha])
    func noRouteParameterCrashesTheAppOrGetsAServerError(phase: Phase) async throws {
        let routes = try await Self.routes(phase: phase)
        let names = try Self.parameterNames()
        // The sweep must see what the scenes read, or it proves nothing.
        #expect(names.contains("query") && names.contains("station") && names.contains("offset"))
        let requests =
            Self.values.flatMap { value in
                routes.flatMap { Self.requests(method: $0.method, route: $0.path, value: value, names: names) }
                    + [("GET", "/" + value, nil)]
            }
        try await withTemporaryDirectory { directory in
            try await StrataAppTests().withRunningApp(phase: phase, dataDirectory: directory) { url in
                let client = Client(base: url)
                try await client.start()
                // Every scene the home page lists must be among the routes swept.
                let scenes = Self.links(in: try await client.send("GET", "/").text)
                #expect(scenes.count >= 5)
                for scene in scenes {
                    #expect(routes.contains { $0.method == "GET" && $0.path == scene }, "no route \(scene) swept")
                }
                let (failures, answered) = try await Self.send(requests, with: client)
                #expect(failures == [])
                // Every request made was sent and answered: a sweep that stops early proves nothing.
                #expect(answered == requests.count)
                let (home, response) = try await client.send("GET", "/")
                #expect(response.statusCode == 200)
                #expect(home.contains("Movies"))
            }
        }
        // Each hostile value is in a capture and in a parameter a scene reads, at addresses written out here
        // rather than recomputed the way the sweep builds them.
        for value in Self.values {
            #expect(
                requests.contains { $0.method == "GET" && $0.path == "/pokemon/" + value },
                "no /pokemon/\(value.prefix(20))")
            #expect(
                requests.contains {
                    $0.method == "GET" && $0.path.hasPrefix("/movies?")
                        && $0.path.dropFirst(8).split(separator: "&").contains("query=\(value)"[...])
                }, "no /movies?query=\(value.prefix(20))")
        }
    }

    /// The local pages a page links to (`href="/…"`), assets and the home page left out.
    static func links(in page: String) -> Set<String> {
        Set(
            page.components(separatedBy: #"href="/"#).dropFirst()
                .compactMap { $0.split(separator: "\"", maxSplits: 1, omittingEmptySubsequences: false).first }
                .filter {
                    // Not the footer's link to how the page was made: a trace, not a scene.
                    !$0.isEmpty && !$0.hasPrefix("assets/") && !$0.hasPrefix("trace/") && !$0.contains("?")
                        && !$0.contains("#")
                }
                .map { "/" + $0 })
    }

    /// Sends `requests`, a few at a time, and returns those answered with a 5xx (or not at all) and how many
    /// were answered.
    static func send(
        _ requests: [(method: String, path: String, form: String?)], with client: Client
    ) async throws -> (failures: [String], answered: Int) {
        try await withThrowingTaskGroup(of: (failure: String?, answered: Bool).self) { group in
            var pending = requests.makeIterator()
            func addNext() {
                guard let (method, path, form) = pending.next() else { return }
                group.addTask {
                    let name = "\(method) \(path.prefix(160))"
                    guard let (_, response) = try? await client.send(method, path, form: form) else {
                        return ("\(name): no answer", false)
                    }
                    let failure = (500..<600).contains(response.statusCode) ? "\(name): \(response.statusCode)" : nil
                    return (failure, true)
                }
            }
            for _ in 0..<8 { addNext() }
            var failures: [String] = []
            var answered = 0
            while let (failure, wasAnswered) = try await group.next() {
                if let failure { failures.append(failure) }
                if wasAnswered { answered += 1 }
                addNext()
            }
            return (failures, answered)
        }
    }
}
