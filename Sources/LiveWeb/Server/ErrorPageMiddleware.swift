import Hummingbird
import Logging
import NIOCore
import NIOHTTP1

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns every error thrown below it into a page the app renders (`page`): 404 for unknown routes, 403 for
/// a refused CSRF check, 400 for a request the client got wrong, and a generic 500 for anything unexpected (logged,
/// never shown). An app adds it twice: above its session middleware (assets, refused hosts) and below it, where a
/// page can have the session's layout.
///
/// A client's mistake is logged at `debug`, never as an error: a body cut short or malformed on the wire (a bad
/// chunk size, a client gone mid-body) is as much the client's doing as a form that does not parse.
public struct ErrorPageMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The page of a failure, in the app's layout for the request.
    let page: @Sendable (RequestFailure, Request, Context) -> Response

    /// A middleware answering every error below it with `page`.
    public init(page: @escaping @Sendable (RequestFailure, Request, Context) -> Response) {
        self.page = page
    }

    /// Passes the request on, and answers an error thrown below with its page.
    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            return page(failure(for: error, request: request, context: context), request, context)
        } catch is CancellationError {
            return page(.serverError, request, context)
        } catch let error where Self.isBrokenRequestStream(error) {
            logClientError(.badRequest, error: error, request: request, context: context)
            // The request stream cannot be read on: the connection ends after this answer.
            var response = page(.clientError(.badRequest), request, context)
            response.headers[.connection] = "close"
            return response
        } catch {
            context.logger.error("Request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            return page(.serverError, request, context)
        }
    }

    /// Whether `error` came from reading the request off the connection: HTTP that does not parse (a bad chunk
    /// size, a body that ends before its length) or a connection the client closed or reset while sending it.
    /// Whether `error` means the request could not be read on (a bad chunk, a reset), so the connection ends.
    static func isBrokenRequestStream(_ error: any Error) -> Bool {
        switch error {
        case is HTTPParserError: true
        case let error as IOError: [ECONNRESET, EPIPE].contains(error.errnoCode)
        case let error as ChannelError: [.eof, .ioOnClosedChannel, .inputClosed, .alreadyClosed].contains(error)
        default: false
        }
    }

    private func failure(for error: any HTTPResponseError, request: Request, context: Context) -> RequestFailure {
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
        _ status: HTTPResponse.Status, error: any Error, request: Request, context: Context
    ) {
        context.logger.debug(
            "Client error", metadata: ["status": "\(status.code)", "path": "\(request.uri.path)", "error": "\(error)"])
    }
}

/// What went wrong with a request, for the page that answers it: it never carries the error's details.
public enum RequestFailure: Sendable, Equatable {
    /// No route has the path (404).
    case notFound
    /// A state-changing request was refused (403).
    case forbidden
    /// Another mistake of the client's (400, 405, 413…).
    case clientError(HTTPResponse.Status)
    /// Anything unexpected (500), logged and never shown.
    case serverError
}
