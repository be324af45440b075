import Hummingbird

/// Answers `405 Method Not Allowed`, with `Allow: GET, HEAD, POST`, to every other method on any path, so
/// that a PUT or an OPTIONS is not refused as a forged form by the CSRF check.
///
/// Routes exist only for GET and POST (the router derives HEAD from GET), so such a request always
/// reaches this middleware through the router's not-found chain.
public struct AllowedMethodsMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The page that refuses a method (its status is `405`); the middleware adds `Allow`.
    let refusal: @Sendable () -> Response

    /// A middleware that answers a method not in ``AllowedMethods/all`` with `refusal`'s page.
    public init(refusal: @escaping @Sendable () -> Response) {
        self.refusal = refusal
    }

    /// Answers `405` to a method not in ``AllowedMethods/all``, else passes the request on.
    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard AllowedMethods.all.contains(request.method) else {
            var response = refusal()
            response.headers[.allow] = AllowedMethods.all.map(\.rawValue).joined(separator: ", ")
            return response
        }
        return try await next(request, context)
    }
}

/// The methods the web ring answers: every other is refused with `405` and an `Allow` naming these.
public enum AllowedMethods {
    /// GET, HEAD (derived from GET) and POST.
    public static let all: [HTTPRequest.Method] = [.get, .head, .post]
}
