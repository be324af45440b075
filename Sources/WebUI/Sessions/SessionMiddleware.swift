import Hummingbird
import PresentationLayer

/// Resolves the browser's session from its cookie, or starts a new one and sets the cookie
/// (HttpOnly, SameSite=Lax, Path=/) on the response.
struct SessionMiddleware: RouterMiddleware {
    static let cookieName = "strata_session"

    let store: SessionStore
    let phase: String
    /// The server's page wait, handed to every page through the context.
    let settling: SettlePolicy

    func handle(
        _ request: Request,
        context: WebRequestContext,
        next: (Request, WebRequestContext) async throws -> Response
    ) async throws -> Response {
        let (session, isNew) = await store.session(forID: Self.sessionID(in: request.headers[values: .cookie]))
        var context = context
        context.session = session
        context.phase = phase
        context.settling = settling
        context.strings = Strings(LanguageChoice.language(for: request))
        context.path = request.uri.description
        var response = try await next(request, context)
        if isNew {
            response.setCookie(
                Cookie(name: Self.cookieName, value: session.id, path: "/", httpOnly: true, sameSite: .lax))
        }
        return response
    }

    /// The value of the session cookie in `Cookie` headers (`a=1; strata_session=…`), if any.
    static func sessionID(in headers: [String]) -> String? {
        cookie(named: cookieName, in: headers)
    }

    /// The value of the cookie `name` in `Cookie` headers. NB: read by hand, as it is on every request;
    /// Hummingbird's `request.cookies` parses every cookie into a dictionary.
    static func cookie(named name: String, in headers: [String]) -> String? {
        for header in headers {
            for pair in header.split(separator: ";") {
                let pair = pair.drop { $0 == " " }
                guard let equals = pair.firstIndex(of: "="), pair[..<equals] == name else { continue }
                return String(pair[pair.index(after: equals)...])
            }
        }
        return nil
    }
}
