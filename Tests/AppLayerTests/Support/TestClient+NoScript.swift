import Hummingbird
import HummingbirdTesting
import Testing

extension TestClientProtocol {
    /// `path` as a browser without JavaScript finally shows it: the page after its reloads (a page still
    /// loading reloads itself in its window, `?window=<id>`, which the server hands over to the clean address
    /// with a 303 that is followed here), with the session cookie.
    func noScriptPage(_ path: String) async throws -> (text: String, cookie: String) {
        var page = try await execute(uri: path, method: .get)
        let cookie = try #require(
            page.headers[values: .setCookie].first { $0.hasPrefix("strata_session=") }?
                .split(separator: ";").first.map(String.init))
        for _ in 0..<200 {
            let next: String
            if page.status == .seeOther, let location = page.headers[.location] {
                next = location
            } else if let reload = NoScriptBrowser.reloadPath(in: String(buffer: page.body)) {
                next = reload
            } else {
                break
            }
            page = try await execute(uri: next, method: .get, headers: [.cookie: cookie])
        }
        return (String(buffer: page.body), cookie)
    }
}
