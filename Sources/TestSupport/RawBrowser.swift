import Foundation

/// A browser as a raw socket sees it: the cookies the web app set on a page (by name) and the CSRF token the page
/// carries, to send hand-made requests (``RawHTTPExchange``) in its session.
public struct RawBrowser: Sendable {
    /// The cookies set, `name: value`.
    public var cookies: [String: String]
    /// The page's `<meta name="csrf-token">`.
    public var token: String

    /// A browser with `cookies` (`name: value`) and `token`.
    public init(cookies: [String: String], token: String) {
        self.cookies = cookies
        self.token = token
    }

    /// The cookies as a `Cookie` header's value (`a=1; b=2`, by name).
    public var cookieHeader: String {
        cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    }

    /// Loads `path` from the web app on `127.0.0.1:port`, as a new browser, and keeps what it set.
    public static func open(port: Int, path: String = "/") async throws -> RawBrowser {
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        guard let page = try await RawHTTPExchange.responses(to: request, port: port).first, page.status == 200
        else { throw URLError(.badServerResponse) }
        var cookies: [String: String] = [:]
        for header in page.values("set-cookie") {
            guard let pair = header.split(separator: ";").first, let equals = pair.firstIndex(of: "=") else { continue }
            cookies[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        let marker = "<meta name=\"csrf-token\" content=\""
        let text = page.text
        guard let start = text.range(of: marker)?.upperBound, let end = text[start...].firstIndex(of: "\"") else {
            throw URLError(.cannotParseResponse)
        }
        return RawBrowser(cookies: cookies, token: String(text[start..<end]))
    }
}
