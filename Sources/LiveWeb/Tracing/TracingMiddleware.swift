import Foundation
import Hummingbird
import Synchronization
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
        let path = request.uri.path
        var response = try await TraceScope.local.withValue(TraceScope(recorder: recorder, stepID: nil)) {
            try await RequestTracing.step(.route, type: "\(request.method) \(path)") {
                try await next(request, context)
            }
        }
        let trace = recorder.trace(method: request.method.rawValue, path: path)
        response.headers[.serverTiming] = trace.serverTiming
        let isPage = response.headers[.contentType]?.hasPrefix("text/html") ?? false
        if isPage, !path.hasPrefix(unkeptPrefix) {
            store.keep(recorder, method: trace.method, path: path, bytes: trace.bytes)
        }
        return response
    }

    /// 64 bits in hex that cannot be guessed (a trace shows a user's searches): a count hashed with the
    /// process's random hashing seed, which costs no call for random bytes per request.
    static func newID() -> String {
        var hasher = Hasher()
        hasher.combine(traceCount.wrappingAdd(1, ordering: .relaxed).newValue)
        let value = UInt64(bitPattern: Int64(hasher.finalize()))
        return String(unsafeUninitializedCapacity: 16) { digits in
            for index in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: value >> (60 - 4 * index)) & 0xF
                digits[index] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
            }
            return 16
        }
    }
}

/// How many traces this process began, for their ids.
private let traceCount = Atomic<UInt64>(0)

extension HTTPFields.Element.Name {
    /// `Server-Timing`: the steps a response took, for browsers' developer tools.
    public static let serverTiming = Self("Server-Timing")!
}
