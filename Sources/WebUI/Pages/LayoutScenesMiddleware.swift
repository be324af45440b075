import Hummingbird
import LiveWeb

/// Gives every layout made below it the server's scenes, for the header's scene switcher, and its assets, for a
/// scene's own style and script.
struct LayoutScenesMiddleware: RouterMiddleware {
    let scenes: [SceneLink]
    let assets: StaticAssets

    func handle(
        _ request: Request,
        context: WebRequestContext,
        next: (Request, WebRequestContext) async throws -> Response
    ) async throws -> Response {
        try await Layout.$servedScenes.withValue(scenes) {
            try await Layout.$servedAssets.withValue(assets) {
                try await next(request, context)
            }
        }
    }
}
