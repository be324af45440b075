import Hummingbird

/// Answers `403 Forbidden` to a request to the control routes that does not carry the run's
/// ``StagingControlToken`` in `X-Staging-Control-Token`, before the route sees it: no fault is set, no count
/// read or reset.
struct ControlTokenMiddleware<Context: RequestContext>: RouterMiddleware {
    let token: StagingControlToken

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let given = request.headers.filter { $0.name.canonicalName == "x-staging-control-token" }.map(\.value)
        guard given.count == 1, let value = given.first, token.matches(value[...]) else {
            return StagingResponse.text(
                "The staging API's control routes need this run's token in \(StagingControlToken.headerName).",
                status: .forbidden)
        }
        return try await next(request, context)
    }
}
