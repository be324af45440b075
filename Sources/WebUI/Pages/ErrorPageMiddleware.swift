import Hummingbird
import Logging
import NIOCore
import NIOHTTP1
import PresentationLayer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns every error thrown below it into a page in the site layout: 404 for unknown routes, 403 for
/// a refused CSRF check, 400 for a request the client got wrong, and a generic 500 for anything unexpected (logged,
/// never shown). Below the session middleware, a page has the session's layout (its language switch comes back to
/// the same address); above it (assets, refused hosts), the layout has no switch.
///
/// A client's mistake is logged at `debug`, never as an error: a body cut short or malformed on the wire (a bad
/// chunk size, a client gone mid-body) is as much the client's doing as a form that does not parse.
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
        } catch let error where Self.isBrokenRequestStream(error) {
            logClientError(.badRequest, error: error, request: request, context: context)
            // The request stream cannot be read on: the connection ends after this answer.
            var response = ErrorPage.clientError(.badRequest).response(layout: layout(for: request, context: context))
            response.headers[.connection] = "close"
            return response
        } catch {
            context.logger.error("Request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            return ErrorPage.serverError.response(layout: layout(for: request, context: context))
        }
    }

    /// Whether `error` came from reading the request off the connection: HTTP that does not parse (a bad chunk
    /// size, a body that ends before its length) or a connection the client closed or reset while sending it.
    static func isBrokenRequestStream(_ error: any Error) -> Bool {
        switch error {
        case is HTTPParserError: true
        case let error as IOError: [ECONNRESET, EPIPE].contains(error.errnoCode)
        case let error as ChannelError: [.eof, .ioOnClosedChannel, .inputClosed, .alreadyClosed].contains(error)
        default: false
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
            logClientError(error.status, error: error, request: request, context: context)
            return .forbidden
        case let status where status.kind == .clientError:
            logClientError(status, error: error, request: request, context: context)
            return .clientError(status)
        default:
            context.logger.error("Request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            return .serverError
        }
    }

    private func logClientError(
        _ status: HTTPResponse.Status, error: any Error, request: Request, context: WebRequestContext
    ) {
        context.logger.debug(
            "Client error", metadata: ["status": "\(status.code)", "path": "\(request.uri.path)", "error": "\(error)"])
    }
}
