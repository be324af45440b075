import Hummingbird

/// Headers that keep every response from being sniffed, framed or used to run foreign scripts.
struct SecurityHeadersMiddleware: RouterMiddleware {
    static let contentSecurityPolicy = [
        "default-src 'self'",
        "img-src 'self' data:",
        "style-src 'self' 'unsafe-inline'",
        "script-src 'self'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")

    func handle(
        _ request: Request,
        context: WebRequestContext,
        next: (Request, WebRequestContext) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        // NB: a stricter policy set by the route (images) is kept.
        if response.headers[.contentSecurityPolicy] == nil {
            response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers.setValue("same-origin", named: "Referrer-Policy")
        return response
    }
}
