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
        let (session, isNew) = await store.session(forID: request.cookies[Self.cookieName]?.value)
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
}
