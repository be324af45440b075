import Hummingbird

/// Answers `405 Method Not Allowed`, with `Allow: GET, HEAD, POST`, to every other method on any path, so
/// that a PUT or an OPTIONS is not refused as a forged form by the CSRF check.
///
/// NB: routes exist only for GET and POST (the router derives HEAD from GET), so such a request always
/// reaches this middleware through the router's not-found chain.
struct AllowedMethodsMiddleware: RouterMiddleware {
    static let allowed: [HTTPRequest.Method] = [.get, .head, .post]

    let phase: String

    func handle(
        _ request: Request,
        context: WebRequestContext,
        next: (Request, WebRequestContext) async throws -> Response
    ) async throws -> Response {
        guard Self.allowed.contains(request.method) else {
            var response = ErrorPage.clientError(.methodNotAllowed).response(
                layout: Layout(phase: phase, csrfToken: nil))
            response.headers[.allow] = Self.allowed.map(\.rawValue).joined(separator: ", ")
            return response
        }
        return try await next(request, context)
    }
}
