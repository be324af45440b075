import Hummingbird
import Logging
import PresentationLayer

/// Turns every error thrown below it into a page in the site layout: 404 for unknown routes, 403 for
/// a refused CSRF check, and a generic 500 for anything unexpected (logged, never shown). Below the session
/// middleware, a page has the session's layout (its language switch comes back to the same address); above it
/// (assets, refused hosts), the layout has no switch.
struct ErrorPageMiddleware: RouterMiddleware {
    let phase: String

    func handle(
        _ request: Request,
        context: WebRequestContext,
        next: (Request, WebRequestContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            return page(for: error, request: request, context: context)
                .response(layout: layout(for: request, context: context))
        } catch is CancellationError {
            return ErrorPage.serverError.response(layout: layout(for: request, context: context))
        } catch {
            context.logger.error("Request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            return ErrorPage.serverError.response(layout: layout(for: request, context: context))
        }
    }

    private func layout(for request: Request, context: WebRequestContext) -> Layout {
        guard context.session == nil else { return context.layout }
        return Layout(phase: phase, strings: Strings(LanguageChoice.language(for: request)), csrfToken: nil)
    }

    private func page(for error: any HTTPResponseError, request: Request, context: WebRequestContext) -> ErrorPage {
        switch error.status {
        case .notFound:
            return .notFound
        case .forbidden:
            return .forbidden
        case let status where status.kind == .clientError:
            return .clientError(status)
        default:
            context.logger.error("Request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            return .serverError
        }
    }
}
