import Foundation
import TestSupport
import Testing

@testable import AppLayer
@testable import WebUI

/// Every form the running app's pages post without JavaScript goes to a route registered as a form route: a form
/// refused there (a forged token) is asked again at that route's own path, never a dead end and never elsewhere.
@Suite struct FormRoutesAppTests {
    /// Pages that show each scene's forms: the language switch on every page, a star on each user, Choose on each
    /// station found.
    static let pages = ["/", "/users", "/air-quality/settings?name=%EC%9A%A9%EC%82%B0", "/movies?query=star"]

    @Test func everyFormTheAppShowsIsAskedAgainAtItsOwnRouteWhenRefused() async throws {
        try await withTemporaryDirectory { directory in
            try await StrataAppTests().withRunningApp(phase: .dev, dataDirectory: directory) { url in
                let port = try #require(url.port)
                let browser = try await RawBrowser.open(port: port)
                var actions: Set<String> = [MoviesPaths.removeRecentSearch]
                for page in Self.pages {
                    let request =
                        "GET \(page) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(browser.cookieHeader)\r\n\r\n"
                    let response = try #require(try await RawHTTPExchange.responses(to: request, port: port).first)
                    #expect(response.status == 200, "\(page)")
                    actions.formUnion(Self.postActions(in: response.text))
                }
                #expect(
                    actions.isSuperset(of: [LanguageRoute.path, UsersPaths.bookmark, AirQualityPaths.chooseStation]))
                for action in actions.sorted() {
                    let body = "_csrf=forged&language=ko"
                    let request =
                        "POST \(action) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nCookie: \(browser.cookieHeader)\r\n"
                        + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
                        + body
                    let refused = try await RawHTTPExchange.responses(to: request, port: port)
                    #expect(refused.map(\.status) == [403], "\(action)")
                    #expect(
                        refused.first?.text.contains("<form method=\"post\" action=\"\(action)\">") == true, "\(action)"
                    )
                }
            }
        }
    }

    /// The actions of the `method="post"` forms in `page`.
    static func postActions(in page: String) -> Set<String> {
        var actions: Set<String> = []
        for form in page.components(separatedBy: "<form").dropFirst() {
            let tag = form.prefix { $0 != ">" }
            guard tag.contains("method=\"post\""), let start = tag.range(of: "action=\"")?.upperBound,
                let end = tag[start...].firstIndex(of: "\"")
            else { continue }
            actions.insert(String(tag[start..<end]))
        }
        return actions
    }
}
