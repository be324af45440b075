import Foundation
import LiveWeb
import Logging
import TestSupport
import Testing

@testable import WebUI

/// The browser id behind every CSRF token (the `strata_browser` cookie) is one the server issued: a value it did not
/// sign is replaced by a new one, never adopted, so no client or other site can choose a browser's token; a cookie it
/// issued keeps its token across a restart with the same key. Over a real loopback socket.
@Suite struct BrowserCookieTests {
    private let key = CSRFKey.random()

    private func server(key: CSRFKey) -> WebServer {
        var logger = Logger(label: "BrowserCookieTests")
        logger.logLevel = .critical
        return WebServer(
            configuration: WebUIConfiguration(phase: "dev", scenes: sampleScenes, csrfKey: key), logger: logger)
    }

    /// Home loaded with `cookies` (a `Cookie` header), as a browser that sends them.
    private func home(port: Int, cookies: String) async throws -> (browser: RawBrowser, setCookies: [String: String]) {
        let request = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(cookies)\r\n\r\n"
        let page = try #require(try await RawHTTPExchange.responses(to: request, port: port).first)
        #expect(page.status == 200)
        var set: [String: String] = [:]
        for header in page.values("set-cookie") {
            let pair = header.split(separator: ";")[0]
            let equals = try #require(pair.firstIndex(of: "="))
            set[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        let token = try #require(csrfToken(in: page.text))
        return (RawBrowser(cookies: set, token: token), set)
    }

    static let zeros = String(repeating: "0", count: 32)

    @Test(arguments: [
        zeros, zeros + zeros, "garbage", zeros + CSRFKey.random().browserCookie(forBrowser: zeros).suffix(32),
        CSRFKey.random().browserCookie(forBrowser: zeros), String(repeating: "A", count: 64),
    ])
    func aBrowserCookieTheServerDidNotIssueIsReplacedNeverAdopted(planted: String) async throws {
        try await withRunningServer(server(key: key)) { port in
            let (browser, set) = try await home(port: port, cookies: "strata_browser=\(planted)")
            let issued = try #require(set["strata_browser"])
            #expect(issued != planted)
            let id = try #require(key.browserID(inCookie: issued))
            #expect(id != String(planted.prefix(32)))
            #expect(browser.token == key.token(forBrowser: id))
            #expect(browser.token != key.token(forBrowser: String(planted.prefix(32))))

            // The token for the planted id, which whoever chose it can work out, changes nothing.
            let plantedToken = key.token(forBrowser: String(planted.prefix(32)))
            let body = "_csrf=\(plantedToken)&language=ko"
            let request =
                "POST /language HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: strata_browser=\(planted)\r\n"
                + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
            let refused = try await RawHTTPExchange.responses(to: request, port: port)
            #expect(refused.map(\.status) == [403])
            #expect(!refused.flatMap { $0.values("set-cookie") }.contains { $0.hasPrefix("strata_language=") })
        }
    }

    @Test func anIssuedBrowserCookieKeepsItsTokenAcrossARestartWithTheSameKeyOnly() async throws {
        var first: RawBrowser?
        try await withRunningServer(server(key: key)) { port in
            first = try await RawBrowser.open(port: port)
        }
        let browser = try #require(first)
        let issued = try #require(browser.cookies["strata_browser"])
        #expect(issued.utf8.count == 64)
        try await withRunningServer(server(key: key)) { port in
            let (again, set) = try await home(port: port, cookies: "strata_browser=\(issued)")
            #expect(set["strata_browser"] == nil)
            #expect(set["strata_session"] != nil)
            #expect(again.token == browser.token)
        }
        try await withRunningServer(server(key: .random())) { port in
            let (other, set) = try await home(port: port, cookies: "strata_browser=\(issued)")
            #expect(set["strata_browser"] != nil && set["strata_browser"] != issued)
            #expect(other.token != browser.token)
        }
    }
}
