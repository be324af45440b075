import Hummingbird
import Logging

/// Records every request (faulted ones included) in the ``RequestCounter``, a `304` under `304 {path}`, and logs
/// its method and path.
/// The query is never logged: it may hold `api_key` or `serviceKey`.
struct RequestCountingMiddleware<Context: RequestContext>: RouterMiddleware {
    let counter: RequestCounter
    let logger: Logger

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        let counted = !path.hasPrefix(StagingControlRoutes.prefix)
        if counted {
            await counter.record(path: path)
        }
        logger.debug("Staging API request", metadata: ["method": "\(request.method)", "path": "\(path)"])
        let response = try await next(request, context)
        // Counted on arrival (a test may wait for a request a fault delays), then a `304 Not Modified` is
        // moved under `304 {path}`, so a test can count the requests that cost a rate limit's quota (GitHub's
        // 304s do not).
        if counted, response.status == .notModified {
            await counter.recordNotModified(path: path)
        }
        return response
    }
}
