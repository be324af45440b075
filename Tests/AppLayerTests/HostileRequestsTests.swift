import Foundation
import Synchronization
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every route of the running app, in dev and in alpha (where the in-process staging API answers), driven
/// with extreme and malformed parameters: no request may crash the app or get a 5xx, and the app answers
/// normally afterwards.
@Suite struct HostileRequestsTests {
    static let values = [
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-1", "0", "", "abc", "1e999",
        "NaN", "%00", "%2E%2E", "..%2F..%2F", "%FF%FE", "a%0D%0Ab", "%ED%95%9C%EA%B8%80",
        String(repeating: "9", count: 400),
        String(repeating: "a", count: 10_000),
    ]

    static let getRoutes = [
        "/movies?query=V", "/movies?query=space&pages=V", "/movies/V", "/movies/posters/V/x.jpg",
        "/movies/posters/w92/V", "/pokemon?offset=V", "/pokemon?offset=V&offset=5", "/pokemon/V", "/pokemon/V/sprite",
        "/groups/images/V", "/events?region=V", "/assets/V", "/V", "/?V=V",
    ]

    static let postRoutes = [
        "/movies/next-page", "/movies/retry", "/pokemon/retry", "/pokemon/V/retry", "/groups/retry",
    ]

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
            let (page, _) = try await send("GET", "/movies", cookie: String(setCookie.split(separator: ";")[0]))
            let token = try #require(page.components(separatedBy: #"name="csrf-token" content=""#).dropFirst().first)
            state.withLock { $0 = (String(setCookie.split(separator: ";")[0]), String(token.prefix(32))) }
        }

        @discardableResult
        func send(
            _ method: String, _ path: String, form: String? = nil, cookie: String? = nil
        ) async throws -> (text: String, response: HTTPURLResponse) {
            var request = URLRequest(url: try #require(URL(string: base.absoluteString + path)))
            request.httpMethod = method
            let (storedCookie, token) = state.withLock { $0 }
            if let cookie = cookie ?? storedCookie { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
            if let form {
                request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
                request.httpBody = Data("_csrf=\(token ?? "")&\(form)".utf8)
            }
            let (data, response) = try await session.data(for: request)
            return (String(decoding: data, as: UTF8.self), try #require(response as? HTTPURLResponse))
        }
    }

    @Test(arguments: [Phase.dev, .alpha])
    func noParameterCrashesTheAppOrGetsAServerError(phase: Phase) async throws {
        try await withTemporaryDirectory { directory in
            try await StrataAppTests().withRunningApp(phase: phase, dataDirectory: directory) { url in
                let client = Client(base: url)
                try await client.start()
                var sent = 0
                for value in Self.values {
                    for route in Self.getRoutes {
                        let path = route.replacingOccurrences(of: "V", with: value)
                        let (_, response) = try await client.send("GET", path)
                        #expect(
                            (200..<500).contains(response.statusCode), "GET \(path.prefix(120)): \(response.statusCode)"
                        )
                        sent += 1
                    }
                    for route in Self.postRoutes {
                        let path = route.replacingOccurrences(of: "V", with: value)
                        let (_, response) = try await client.send(
                            "POST", path, form: "query=\(value)&offset=\(value)", cookie: nil)
                        #expect(
                            (200..<500).contains(response.statusCode),
                            "POST \(path.prefix(120)): \(response.statusCode)")
                        sent += 1
                    }
                }
                let (home, response) = try await client.send("GET", "/")
                #expect(response.statusCode == 200)
                #expect(home.contains("Movies"))
                #expect(sent == Self.values.count * (Self.getRoutes.count + Self.postRoutes.count))
            }
        }
    }
}
