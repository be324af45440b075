import Hummingbird
import LiveWeb
import PresentationLayer

/// The language a request's page is written in: the one the user chose with the language switch (kept in a
/// cookie for the browser, so it outlives an expired session and a restarted server), else the first of ours
/// the browser's `Accept-Language` asks for, else English.
enum LanguageChoice {
    static let cookieName = "strata_language"

    /// The language for `request`.
    static func language(for request: Request) -> Language {
        if let chosen = cookie(in: request.headers[values: .cookie]).flatMap(Language.init(rawValue:)) {
            return chosen
        }
        return request.headers[.acceptLanguage].flatMap(Language.init(acceptLanguage:)) ?? .en
    }

    /// The cookie that keeps `language` for a year.
    static func cookie(for language: Language) -> Cookie {
        Cookie(
            name: cookieName, value: language.rawValue, maxAge: 365 * 24 * 3600, path: "/", httpOnly: true,
            sameSite: .lax)
    }

    /// The chosen language's code in `Cookie` headers, read by hand as the session cookie is.
    private static func cookie(in headers: [String]) -> String? {
        SessionCookies.value(named: cookieName, in: headers)
    }
}
