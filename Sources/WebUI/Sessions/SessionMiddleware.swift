import Hummingbird

/// Resolves the browser's session from its cookie, or starts a new one and sets the cookie
/// (HttpOnly, SameSite=Lax, Path=/) on the response.
struct SessionMiddleware: RouterMiddleware {
    static let cookieName = "strata_session"

    let store: SessionStore
    let phase: String

    func handle(
        _ request: Request,
        context: WebRequestContext,
        next: (Request, WebRequestContext) async throws -> Response
    ) async throws -> Response {
        let (session, isNew) = await store.session(forID: Self.sessionID(in: request.headers[values: .cookie]))
        var context = context
        context.session = session
        context.phase = phase
        var response = try await next(request, context)
        if isNew {
            response.setCookie(
                Cookie(name: Self.cookieName, value: session.id, path: "/", httpOnly: true, sameSite: .lax))
        }
        return response
    }

    /// The value of the session cookie in `Cookie` headers (`a=1; strata_session=…`), if any. NB: read by hand,
    /// as it is on every request; Hummingbird's `request.cookies` parses every cookie into a dictionary.
    static func sessionID(in headers: [String]) -> String? {
        for header in headers {
            for pair in header.split(separator: ";") {
                let pair = pair.drop { $0 == " " }
                guard let equals = pair.firstIndex(of: "="), pair[..<equals] == cookieName else { continue }
                return String(pair[pair.index(after: equals)...])
            }
        }
        return nil
    }
}
