import Foundation
import Logging
import TestSupport
import Testing
import WebUI

/// A client's mistakes in a request (a body broken on the wire or cut short, a form that does not parse) are
/// answered `400` with the app's own error page, once, and logged at debug: never a 500, never an error in the log.
/// Over a real loopback socket, each request in a session with a valid token.
@Suite struct ClientMistakeTests {
    private let log = LogCapture()

    private func server() -> WebServer {
        WebServer(configuration: WebUIConfiguration(phase: "dev", scenes: sampleScenes), logger: log.logger())
            .addRoutes(CounterScene().register)
    }

    /// A form post to the language switch in `browser`'s session: its token in the form when `tokenInForm`, else
    /// in the header the page's script sends; `framing` the body's header and `body` as written on the wire.
    private func languagePost(
        _ browser: RawBrowser, port: Int, tokenInForm: Bool, framing: String, body: String
    ) -> String {
        let token = tokenInForm ? "" : "X-CSRF-Token: \(browser.token)\r\n"
        return "POST /language HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(browser.cookieHeader)\r\n"
            + "Content-Type: application/x-www-form-urlencoded\r\n\(token)\(framing)\r\n\r\n\(body)"
    }

    /// The log's lines at warning level or above.
    private var problems: [String] {
        log.messages.filter { line in ["warning", "error", "critical"].contains(line.prefix { $0 != " " }) }
    }

    private func expectTheBadRequestPageAlone(_ responses: [RawHTTPExchange.Response]) {
        #expect(responses.map(\.status) == [400])
        #expect(responses.first?.values("content-type") == ["text/html; charset=utf-8"])
        #expect(responses.first?.text.contains("<h1>This request couldn’t be handled</h1>") == true)
        #expect(responses.first?.values("set-cookie").contains { $0.hasPrefix("strata_language=") } == false)
    }

    private func expectLoggedAtDebugOnly() {
        #expect(problems == [])
        #expect(log.messages.contains { $0.hasPrefix("debug Client error") && $0.contains("status=400") })
    }

    @Test(arguments: ["zz", "-1", "fffffffffffffffffffff", "5 5", ";"], [true, false])
    func aBadChunkSizeIsAnsweredOnceWithTheBadRequestPage(chunkSize: String, tokenInForm: Bool) async throws {
        try await withRunningServer(server()) { port in
            let browser = try await RawBrowser.open(port: port)
            let body = "\(chunkSize)\r\n_csrf=\(browser.token)&language=ko\r\n0\r\n\r\n"
            let request = languagePost(
                browser, port: port, tokenInForm: tokenInForm, framing: "Transfer-Encoding: chunked", body: body)
            let responses = try await RawHTTPExchange.responses(to: request, port: port)
            expectTheBadRequestPageAlone(responses)
            #expect(responses.first?.values("connection") == ["close"])
            expectLoggedAtDebugOnly()
        }
    }

    /// A body that ends before its length or its last chunk: the client stopped sending, or went away mid-body.
    @Test(arguments: [
        ("Content-Length: 100", "_csrf=TOKEN&language=ko"),
        ("Transfer-Encoding: chunked", "40\r\n_csrf=TOKEN&language=ko"),
        ("Transfer-Encoding: chunked", "17\r\n_csrf=TOKEN&language=k\r\n"),
    ])
    func aBodyCutShortIsAnsweredOnceWithTheBadRequestPage(framing: String, body: String) async throws {
        try await withRunningServer(server()) { port in
            let browser = try await RawBrowser.open(port: port)
            for tokenInForm in [true, false] {
                let request = languagePost(
                    browser, port: port, tokenInForm: tokenInForm, framing: framing,
                    body: body.replacingOccurrences(of: "TOKEN", with: browser.token))
                expectTheBadRequestPageAlone(try await RawHTTPExchange.responses(to: request, port: port))
            }
            expectLoggedAtDebugOnly()
        }
    }

    @Test(arguments: [
        "a=%zz", "=&&=", "language=%", "language=%E0%A4%A", "language=%FF%FE", "language[=ko",
        "language=ko&language=en",
    ])
    func aFormThatDoesNotParseIsABadRequest(form: String) async throws {
        try await withRunningServer(server()) { port in
            let browser = try await RawBrowser.open(port: port)
            for tokenInForm in [true, false] {
                let body = tokenInForm ? "_csrf=\(browser.token)&\(form)" : form
                let request = languagePost(
                    browser, port: port, tokenInForm: tokenInForm, framing: "Content-Length: \(body.utf8.count)",
                    body: body)
                expectTheBadRequestPageAlone(try await RawHTTPExchange.responses(to: request, port: port))
            }
            expectLoggedAtDebugOnly()
        }
    }

    @Test func aServerErrorIsStillLoggedAsAnError() async throws {
        try await withRunningServer(server()) { port in
            let request = "GET /boom HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
            let responses = try await RawHTTPExchange.responses(to: request, port: port)
            #expect(responses.map(\.status) == [500])
            #expect(problems.count == 1)
            #expect(problems.first?.hasPrefix("error Request failed") == true)
        }
    }
}
