import Foundation
import Hummingbird
import Tracing

/// Traces every request: its steps are collected while it is answered (its route, and every step the app traces
/// through ``RequestTracing`` inside it), the response carries them in `Server-Timing`, and a page's trace is
/// kept in `store`, where its "How this page was made" page reads it.
public struct TracingMiddleware<Context: RequestContext>: RouterMiddleware {
    private let store: TraceStore
    /// Requests under this path (the trace pages) are traced but not kept, so reading traces does not push the
    /// traces read out of the store.
    private let unkeptPrefix: String

    /// - Parameter unkeptPrefix: the trace pages' path prefix.
    public init(store: TraceStore, unkeptPrefix: String) {
        self.store = store
        self.unkeptPrefix = unkeptPrefix
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let recorder = TraceRecorder(
            id: Self.newID(), start: DefaultTracerClock.now.nanosecondsSinceEpoch)
        var serviceContext = ServiceContext.current ?? .topLevel
        serviceContext.traceRecorder = recorder
        let path = request.uri.path
        var response = try await ServiceContext.$current.withValue(serviceContext) {
            try await RequestTracing.step(.route, type: "\(request.method) \(path)") {
                try await next(request, context)
            }
        }
        let trace = recorder.trace(method: request.method.rawValue, path: path)
        response.headers[.serverTiming] = trace.serverTiming
        let isPage = response.headers[.contentType]?.hasPrefix("text/html") ?? false
        if isPage, !path.hasPrefix(unkeptPrefix) {
            store.keep(recorder, method: trace.method, path: path)
        }
        return response
    }

    /// 64 random bits in hex: a trace shows a user's searches, so its address is not guessed.
    static func newID() -> String {
        let value = UInt64.random(in: .min ... .max)
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension HTTPFields.Element.Name {
    /// `Server-Timing`: the steps a response took, for browsers' developer tools.
    public static let serverTiming = Self("Server-Timing")!
}
