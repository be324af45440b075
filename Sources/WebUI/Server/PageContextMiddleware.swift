import Hummingbird
import LiveWeb
import PresentationLayer

/// Gives every page route what WebUI's pages need beside the session (which LiveWeb's `SessionMiddleware` puts
/// in the context): the running phase for the layout's badge, the server's page wait, the request's language
/// (see ``LanguageChoice``) and its path, where the language switch returns.
struct PageContextMiddleware: RouterMiddleware {
    let phase: String
    /// The server's page wait, handed to every page through the context.
    let settling: SettlePolicy
    /// Where the pages rendered last are kept, handed to every page through the context.
    let pageCache: PageCache?

    func handle(
        _ request: Request,
        context: WebRequestContext,
        next: (Request, WebRequestContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        context.phase = phase
        context.settling = settling
        context.pageCache = pageCache
        context.strings = Strings(LanguageChoice.language(for: request))
        context.path = request.uri.description
        return try await next(request, context)
    }
}
