import Hummingbird

/// Gives every layout made below it the server's scenes, for the header's scene switcher.
struct LayoutScenesMiddleware: RouterMiddleware {
    let scenes: [SceneLink]

    func handle(
        _ request: Request,
        context: WebRequestContext,
        next: (Request, WebRequestContext) async throws -> Response
    ) async throws -> Response {
        try await Layout.$servedScenes.withValue(scenes) {
            try await next(request, context)
        }
    }
}
