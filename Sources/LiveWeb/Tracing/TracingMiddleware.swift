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
    private let routeNames = RouteStepNames()

    /// - Parameters:
    ///   - store: where the pages' traces are kept.
    ///   - unkeptPrefix: the trace pages' path prefix.
    public init(store: TraceStore, unkeptPrefix: String) {
        self.store = store
        self.unkeptPrefix = unkeptPrefix
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let started = DefaultTracerClock.now.nanosecondsSinceEpoch
        let path = request.uri.path
        let recorder = TraceRecorder(id: Self.newID(), start: started, isKept: !path.hasBytePrefix(unkeptPrefix))
        // The route is the trace's first step, recorded here rather than through `RequestTracing.step`: the
        // request's scope is set once, already inside it.
        let route = recorder.nextID()
        func recordRoute(failed: Bool) {
            recorder.record(
                id: route, parentID: nil, name: routeNames.name(method: request.method, path: path),
                started: started, ended: DefaultTracerClock.now.nanosecondsSinceEpoch, cache: nil, upstream: nil,
                failed: failed)
        }
        var response: Response
        do {
            response = try await TraceScope.local.withValue(TraceScope(recorder: recorder, stepID: route)) {
                try await next(request, context)
            }
        } catch {
            recordRoute(failed: !(error is CancellationError))
            throw error
        }
        recordRoute(failed: false)
        let (header, bytes) = recorder.serverTiming(path: path)
        // Appended, not set: no response has one yet. Its bytes are printable ASCII as written, so the lenient
        // check (no line breaks) is the one they need; the strict one costs three times as much a byte.
        response.headers.append(HTTPFields.Element(name: .serverTiming, lenientValue: header.utf8))
        // Looked for rather than read with the fields' subscript, which joins every value of the name.
        let isPage = response.headers.contains { $0.name == .contentType && $0.value.hasBytePrefix("text/html") }
        if isPage, recorder.isKept {
            store.keep(recorder, method: request.method.rawValue, path: path, bytes: bytes)
        }
        return response
    }

    /// 60 bits in hex that cannot be guessed (a trace shows a user's searches): a count hashed with the
    /// process's random hashing seed, which costs no call for random bytes per request. Fifteen digits are a
    /// string stored inline, with no allocation.
    static func newID() -> String {
        var hasher = Hasher()
        hasher.combine(traceCount.wrappingAdd(1, ordering: .relaxed).newValue)
        let value = UInt64(bitPattern: Int64(hasher.finalize()))
        return String(unsafeUninitializedCapacity: 15) { digits in
            for index in 0..<15 {
                let nibble = UInt8(truncatingIfNeeded: value >> (56 - 4 * index)) & 0xF
                digits[index] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
            }
            return 15
        }
    }
}
/// The names of the routes' steps (`GET /movies`), each made once and kept while there are few: a page's route
/// is named as often as the page is asked for.
final class RouteStepNames: Sendable {
    /// Names kept at most, by path; a client asking for ever new paths empties the table when it is full.
    static let maximumCount = 512
    private let state = Mutex(State())

    private struct State {
        var names: [String: TraceStepName] = [:]
        /// The name given last: a page asked for again and again (a busy page, a page reloading itself) finds it
        /// without hashing its path.
        var last: (path: String, name: TraceStepName)?
    }

    /// The name of the route step of `method` and `path`.
    func name(method: HTTPRequest.Method, path: String) -> TraceStepName {
        // Pages are asked for with GET; the other methods' steps are named each time.
        guard method == .get else { return TraceStepName(.route, type: "\(method) \(path)") }
        let known = state.withLock { state -> TraceStepName? in
            if let last = state.last, last.path == path { return last.name }
            guard let name = state.names[path] else { return nil }
            state.last = (path, name)
            return name
        }
        if let known { return known }
        let name = TraceStepName(.route, type: "GET \(path)")
        state.withLock { state in
            if state.names.count >= Self.maximumCount { state.names.removeAll(keepingCapacity: true) }
            state.names[path] = name
            state.last = (path, name)
        }
        return name
    }
}

/// How many traces this process began, for their ids.
private let traceCount = Atomic<UInt64>(0)

extension String {
    /// Whether the string's UTF-8 bytes begin with `prefix`'s: `hasPrefix` compares characters, which a path
    /// does not need.
    func hasBytePrefix(_ prefix: String) -> Bool {
        var string = self
        var prefix = prefix
        return string.withUTF8 { string in
            prefix.withUTF8 { prefix in
                string.count >= prefix.count
                    && (prefix.isEmpty || memcmp(string.baseAddress!, prefix.baseAddress!, prefix.count) == 0)
            }
        }
    }
}

extension HTTPFields.Element.Name {
    /// `Server-Timing`: the steps a response took, for browsers' developer tools.
    public static let serverTiming = Self("Server-Timing")!
}
