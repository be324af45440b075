import Hummingbird

/// Answers paths no route knows in the shape of the API they look like (the router itself answers a bare
/// 404).
struct NotFoundMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return try APIFamilies.family(of: request.uri.path).notFoundResponse()
        }
    }
}
