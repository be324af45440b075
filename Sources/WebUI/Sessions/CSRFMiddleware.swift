import Hummingbird

/// Rejects every state-changing request (any method but GET, HEAD and OPTIONS, on any path) unless it
/// echoes the session's CSRF token in an `X-CSRF-Token` header or an url-encoded `_csrf` form field.
struct CSRFMiddleware: RouterMiddleware {
    static let headerName = "X-CSRF-Token"

    func handle(
        _ request: Request,
        context: WebRequestContext,
        next: (Request, WebRequestContext) async throws -> Response
    ) async throws -> Response {
        guard ![.get, .head, .options].contains(request.method) else {
            return try await next(request, context)
        }
        var request = request
        let sentToken = try await Self.sentToken(in: &request, context: context)
        guard let expected = context.session?.csrfToken, let sentToken,
            SessionToken.constantTimeEquals(sentToken, expected)
        else {
            throw HTTPError(.forbidden)
        }
        return try await next(request, context)
    }

    /// The token from the header, else from the form body (collected, so the route can still decode it).
    private static func sentToken(in request: inout Request, context: WebRequestContext) async throws -> String? {
        if let header = request.headers.value(named: headerName) {
            return header
        }
        guard let contentType = request.headers[.contentType],
            contentType.lowercased().hasPrefix("application/x-www-form-urlencoded")
        else {
            return nil
        }
        let body = try await request.collectBody(upTo: context.maxUploadSize)
        return try? URLEncodedFormDecoder().decode(TokenField.self, from: String(buffer: body)).token
    }

    /// The form field that carries the token; the form's other fields are the route's.
    private struct TokenField: Decodable {
        var token: String?

        enum CodingKeys: String, CodingKey {
            case token = "_csrf"
        }
    }
}
