import Foundation
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A browser without JavaScript: it keeps Strata's session cookie (nothing shared with another browser) and,
/// as a page still loading reloads itself in its window, follows those reloads until the page is complete.
final class NoScriptBrowser: Sendable {
    private let session: URLSession
    private let cookie = Mutex<String?>(nil)

    init() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        session = URLSession(configuration: configuration)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// `path` on the app at `url`, after the reloads its page asks for (at most 200, 30 s or so).
    func get(_ url: URL, _ path: String) async throws -> (body: Data, response: HTTPURLResponse) {
        var answer = try await getOnce(url, path)
        for _ in 0..<200 {
            guard let next = Self.reloadPath(in: String(decoding: answer.body, as: UTF8.self)) else { break }
            answer = try await getOnce(url, next)
        }
        return answer
    }

    /// The answer to a form posted to `path` with `form` (URL-encoded fields), after the redirect it answers with
    /// and the reloads of the page it leads to.
    func post(_ url: URL, _ path: String, form: String) async throws -> (body: Data, response: HTTPURLResponse) {
        var answer = try await getOnce(url, path, posting: Data(form.utf8))
        for _ in 0..<200 {
            guard let next = Self.reloadPath(in: String(decoding: answer.body, as: UTF8.self)) else { break }
            answer = try await getOnce(url, next)
        }
        return answer
    }

    /// Every answer to `path` and to the reloads its page asks for, the first first.
    func answers(_ url: URL, _ path: String) async throws -> [(body: Data, response: HTTPURLResponse)] {
        var answers = [try await getOnce(url, path)]
        for _ in 0..<200 {
            guard let next = Self.reloadPath(in: String(decoding: answers[answers.count - 1].body, as: UTF8.self))
            else { break }
            answers.append(try await getOnce(url, next))
        }
        return answers
    }

    /// The page's text at `path`, after its reloads.
    func text(_ url: URL, _ path: String) async throws -> String {
        String(decoding: try await get(url, path).body, as: UTF8.self)
    }

    private func getOnce(
        _ url: URL, _ path: String, posting form: Data? = nil
    ) async throws -> (body: Data, response: HTTPURLResponse) {
        var request = URLRequest(url: try #require(URL(string: url.absoluteString.trimmingSuffix("/") + path)))
        if let form {
            request.httpMethod = "POST"
            request.httpBody = form
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        }
        if let cookie = cookie.withLock({ $0 }) { request.setValue(cookie, forHTTPHeaderField: "Cookie") }
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        // Foundation joins a response's `Set-Cookie` headers with ", "; the session's is the one kept.
        if let setCookie = http.value(forHTTPHeaderField: "Set-Cookie"),
            let pair = setCookie.components(separatedBy: ", ").first(where: { $0.hasPrefix("strata_session=") })?
                .split(separator: ";").first
        {
            cookie.withLock { $0 = String(pair) }
        }
        return (data, http)
    }

    /// Where a page still loading reloads itself without JavaScript, if it does.
    static func reloadPath(in page: String) -> String? {
        let marker = "<noscript><meta http-equiv=\"refresh\" content=\"0; url="
        guard let start = page.range(of: marker)?.upperBound, let end = page[start...].firstIndex(of: "\"") else {
            return nil
        }
        return page[start..<end].replacingOccurrences(of: "&amp;", with: "&")
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
