import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Walks a journey through the web ring as a browser without JavaScript does, over real HTTP: it follows the
/// page's own links and submits its own forms (their hidden fields, the CSRF token among them, as the page wrote
/// them), so a step passes only if the page offers it.
@MainActor
final class WebRingDriver: RingDriver {
    private let url: URL
    private let browser = NoScriptBrowser()
    /// The page shown: its address and its HTML.
    private var address = ""
    private var page = ""

    init(url: URL) {
        self.url = url
    }

    func open(_ address: String) async throws {
        try await load(browser.get(url, address))
    }

    func perform(_ action: SceneJourney.Action) async throws {
        switch action {
        case .search(let text):
            let form = try #require(
                HTMLForm.all(in: page).first { $0.method == "get" && $0.hasTextField }, "no search form on \(address)")
            try await submit(form, typing: text)
        case .nextPage:
            try await follow(
                try #require(
                    HTMLLink.all(in: page).first { $0.isNextPage }, "no next page on \(address)"))
        case .open(let text):
            try await follow(
                try #require(
                    HTMLLink.all(in: page).first { $0.text.contains(text) }, "no link “\(text)” on \(address)"))
        case .star(let login):
            try await submit(
                try #require(
                    HTMLForm.all(in: page).first { $0.action.hasSuffix("/bookmark") && $0.fields["login"] == login },
                    "no star for \(login) on \(address)"))
        case .bookmarks:
            try await follow(
                try #require(
                    HTMLLink.all(in: page).first { $0.href == "/users/bookmarks" }, "no bookmarks tab on \(address)"))
        case .changeStation:
            try await follow(
                try #require(
                    HTMLLink.all(in: page).first { $0.href.hasPrefix("/air-quality/settings") },
                    "no station change on \(address)"))
        case .choose(let station):
            try await submit(
                try #require(
                    HTMLForm.all(in: page).first { $0.method == "post" && $0.fields.values.contains(station) },
                    "no Choose for \(station) on \(address)"))
        case .upstream:
            // The walk sets the upstream's faults: no user does.
            return
        case .retry:
            try await follow(
                try #require(
                    HTMLLink.all(in: page).first { $0.text.contains("Retry") }, "no Retry on \(address)"))
        }
    }

    func expect(_ step: SceneJourney.Step) async throws {
        let text = HTMLText.visible(in: page)
        if let expected = step.address {
            #expect(address == expected, "after \(step.action.map(String.init(describing:)) ?? "opening")")
        }
        for shown in step.shows {
            #expect(text.contains(shown), "\(address) does not show “\(shown)”: \(Self.squeezed(text))")
        }
        for hidden in step.hides {
            #expect(!text.contains(hidden), "\(address) shows “\(hidden)”: \(Self.squeezed(text))")
        }
    }

    /// A page's text on one line, its runs of white space one space.
    private static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func follow(_ link: HTMLLink) async throws {
        try await load(browser.get(url, link.href))
    }

    private func submit(_ form: HTMLForm, typing text: String? = nil) async throws {
        var fields = form.fields
        if let text, let name = form.textFieldName { fields[name] = text }
        let encoded = fields.sorted { $0.key < $1.key }.map { "\(Self.encode($0.key))=\(Self.encode($0.value))" }
            .joined(separator: "&")
        if form.method == "post" {
            try await load(browser.post(url, form.action, form: encoded))
        } else {
            try await load(browser.get(url, form.action + "?" + encoded))
        }
    }

    private func load(_ answer: (body: Data, response: HTTPURLResponse)) throws {
        #expect(answer.response.statusCode == 200, "\(answer.response.url?.absoluteString ?? "")")
        page = String(decoding: answer.body, as: UTF8.self)
        address = Self.screenAddress(try #require(answer.response.url))
    }

    /// The address of the screen at `url`: its path and query without what names the tab or the row to scroll
    /// to (`window`, `row`) or an action a link without JavaScript carries (`refresh`), in the order the page
    /// wrote them.
    static func screenAddress(_ url: URL) -> String {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let query = (components?.percentEncodedQueryItems ?? [])
            .filter { !["window", "row", "refresh"].contains($0.name) }
            .map { "\($0.name)=\($0.value ?? "")" }
        return (components?.percentEncodedPath ?? "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}

/// A link on a page: where it goes and its text.
struct HTMLLink {
    let href: String
    let text: String
    let attributes: String

    /// Load more, Next, or the pager's older bookmarks.
    var isNextPage: Bool { attributes.contains("rel=\"next\"") || attributes.contains("load-more") }

    static func all(in page: String) -> [HTMLLink] {
        page.matches(of: /<a\b([^>]*)>(.*?)<\/a>/.dotMatchesNewlines()).compactMap { match in
            let attributes = String(match.1)
            guard let href = HTMLText.attribute("href", in: attributes) else { return nil }
            return HTMLLink(
                href: HTMLText.unescaped(href), text: HTMLText.visible(in: String(match.2)), attributes: attributes)
        }
    }
}

/// A form on a page: where it goes, how, and the fields it holds as written.
struct HTMLForm {
    let action: String
    let method: String
    let fields: [String: String]
    /// The name of its text or search field, if it has one.
    let textFieldName: String?

    var hasTextField: Bool { textFieldName != nil }

    static func all(in page: String) -> [HTMLForm] {
        page.matches(of: /<form\b([^>]*)>(.*?)<\/form>/.dotMatchesNewlines()).map { match in
            let attributes = String(match.1)
            var fields: [String: String] = [:]
            var textFieldName: String?
            for input in match.2.matches(of: /<(?:input|button)\b([^>]*)>/) {
                let inputAttributes = String(input.1)
                guard let name = HTMLText.attribute("name", in: inputAttributes) else { continue }
                let type = HTMLText.attribute("type", in: inputAttributes) ?? "text"
                if type == "text" || type == "search" { textFieldName = name }
                fields[name] = HTMLText.unescaped(HTMLText.attribute("value", in: inputAttributes) ?? "")
            }
            return HTMLForm(
                action: HTMLText.unescaped(HTMLText.attribute("action", in: attributes) ?? ""),
                method: (HTMLText.attribute("method", in: attributes) ?? "get").lowercased(), fields: fields,
                textFieldName: textFieldName)
        }
    }
}

/// What a reader of a page sees of its HTML.
enum HTMLText {
    /// The page's text without its tags, scripts and styles, its entities read.
    static func visible(in html: String) -> String {
        let withoutCode = html.replacing(/<(script|style)\b.*?<\/\1>/.dotMatchesNewlines(), with: "")
        return unescaped(withoutCode.replacing(/<[^>]*>/, with: " "))
    }

    /// The value of the attribute `name` among a tag's `attributes` (`data-action` is not `action`).
    static func attribute(_ name: String, in attributes: String) -> String? {
        for match in attributes.matches(of: /(?:^|\s)([a-z-]+)="([^"]*)"/) where match.1 == name {
            return String(match.2)
        }
        return nil
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
