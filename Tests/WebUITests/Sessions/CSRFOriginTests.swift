import Foundation
import TestSupport
import Testing
import WebUI

/// A valid token is not enough: a state-changing request whose browser says it comes from another site (its
/// `Origin`, or `Sec-Fetch-Site: cross-site`) is refused, over a real loopback socket.
@Suite struct CSRFOriginTests {
    /// The language switch posted in `browser`'s session with its valid token, to `host`, with `headers`.
    private func switchLanguage(
        _ browser: RawBrowser, port: Int, host: String? = nil, headers: [String], tokenInForm: Bool = true
    ) async throws -> [RawHTTPExchange.Response] {
        let body = (tokenInForm ? "_csrf=\(browser.token)&" : "") + "language=ko&return=%2Fmovies"
        let token = tokenInForm ? [] : ["X-CSRF-Token: \(browser.token)"]
        let lines =
            [
                "POST /language HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")", "Cookie: \(browser.cookieHeader)",
                "Content-Type: application/x-www-form-urlencoded", "Content-Length: \(body.utf8.count)",
            ] + token + headers
        return try await RawHTTPExchange.responses(to: lines.joined(separator: "\r\n") + "\r\n\r\n" + body, port: port)
    }

    private func languageCookies(_ responses: [RawHTTPExchange.Response]) -> [String] {
        responses.flatMap { $0.values("set-cookie") }.filter { $0.hasPrefix("strata_language=") }
    }

    @Test(arguments: [
        "http://evil.example", "null", "http://127.0.0.1:1", "https://127.0.0.1:PORT", "http://localhost:PORT",
        "http://127.0.0.1:PORT/", "http://127.0.0.1:PORT.evil.example", "127.0.0.1:PORT", "",
    ])
    func aValidTokenFromAnotherOriginIsRefusedAndTheFormAskedAgain(origin: String) async throws {
        try await withRunningServer(makeServer()) { port in
            let browser = try await RawBrowser.open(port: port)
            let origin = origin.replacingOccurrences(of: "PORT", with: "\(port)")
            let responses = try await switchLanguage(browser, port: port, headers: ["Origin: \(origin)"])
            #expect(responses.map(\.status) == [403])
            let page = responses.first?.text ?? ""
            #expect(page.contains("<form method=\"post\" action=\"/language\">"))
            #expect(page.contains("<p class=\"confirm-question\">Switch to 한국어?</p>"))
            #expect(page.contains("<input type=\"hidden\" name=\"_csrf\" value=\"\(browser.token)\">"))
            #expect(languageCookies(responses) == [])
        }
    }

    @Test func twoOriginsAreRefused() async throws {
        try await withRunningServer(makeServer()) { port in
            let browser = try await RawBrowser.open(port: port)
            let own = "Origin: http://127.0.0.1:\(port)"
            let responses = try await switchLanguage(browser, port: port, headers: [own, own])
            #expect(responses.map(\.status) == [403])
            #expect(languageCookies(responses) == [])
        }
    }

    @Test(arguments: [true, false])
    func aCrossSiteRequestWithAValidTokenIsRefused(tokenInForm: Bool) async throws {
        try await withRunningServer(makeServer()) { port in
            let browser = try await RawBrowser.open(port: port)
            let responses = try await switchLanguage(
                browser, port: port, headers: ["Sec-Fetch-Site: cross-site"], tokenInForm: tokenInForm)
            #expect(responses.map(\.status) == [403])
            // A form is asked again; a script's request (its token in the header) is refused outright.
            let page = responses.first?.text ?? ""
            #expect(page.contains("<form method=\"post\" action=\"/language\">") == tokenInForm)
            #expect(page.contains("<h1>This form has expired</h1>"))
            #expect(languageCookies(responses) == [])
        }
    }

    @Test(arguments: [
        ("http://127.0.0.1:PORT", "127.0.0.1:PORT", "same-origin"), (nil, "127.0.0.1:PORT", nil),
        ("http://localhost:PORT", "localhost:PORT", "same-origin"), ("HTTP://LocalHost:PORT", "localhost:PORT", nil),
        ("http://localhost", "localhost:80", "same-site"), ("http://localhost:80", "localhost", "none"),
        ("http://[::1]:PORT", "[::1]:PORT", "same-origin"),
    ])
    func aFormFromThisServersOwnPagesIsAccepted(origin: String?, host: String, site: String?) async throws {
        try await withRunningServer(makeServer()) { port in
            let browser = try await RawBrowser.open(port: port)
            for tokenInForm in [true, false] {
                let headers = [origin.map { "Origin: \($0)" }, site.map { "Sec-Fetch-Site: \($0)" }].compactMap {
                    $0?.replacingOccurrences(of: "PORT", with: "\(port)")
                }
                let responses = try await switchLanguage(
                    browser, port: port, host: host.replacingOccurrences(of: "PORT", with: "\(port)"),
                    headers: headers, tokenInForm: tokenInForm)
                #expect(responses.map(\.status) == [303])
                #expect(responses.first?.values("location") == ["/movies"])
                #expect(languageCookies(responses).map { $0.split(separator: ";").first } == ["strata_language=ko"])
            }
        }
    }
}
