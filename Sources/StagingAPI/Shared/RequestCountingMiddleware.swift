import Hummingbird
import Logging

/// Records every request (faulted ones included) in the ``RequestCounter`` and logs its method and path.
/// The query is never logged: it may hold `api_key` or `serviceKey`.
struct RequestCountingMiddleware<Context: RequestContext>: RouterMiddleware {
    let counter: RequestCounter
    let logger: Logger

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        if !path.hasPrefix(StagingControlRoutes.prefix) {
            await counter.record(path: path)
        }
        logger.debug("Staging API request", metadata: ["method": "\(request.method)", "path": "\(path)"])
        return try await next(request, context)
    }
}
