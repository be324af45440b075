import Synchronization
import Tracing

/// Traces a step of the request the running task works for (a route, a view model's load, a use case, a
/// repository, a data source, an upstream call, a render), kept by the request's trace; outside a traced request
/// (the terminal ring, tracing turned off) it only runs the step.
///
/// ```swift
/// func count(id: Int) async throws -> Counter {
///     try await RequestTracing.step(.repository, type: "CachedCounterRepository", "count", cacheBySource: true) {
///         try await repository.count(id: id)
///     }
/// }
/// ```
///
/// The trace is `RequestTracer`'s, the in-process swift-distributed-tracing tracer that also keeps the spans
/// other code starts with `withSpan` (`tracer`). A step is that tracer's fast path: it is numbered, timed and
/// nested as a span is, but kept as a few values on the task's stack instead of a span object, since a page
/// crosses a dozen of them.
public enum RequestTracing {
    /// The tracer whose spans (`withSpan`) are steps of the request the running task works for.
    static let tracer = RequestTracer()

    /// Whether the running task works for a traced request.
    public static var isTracing: Bool { TraceScope.current != nil }

    /// The id of the trace of the request the running task works for (its page is `/trace/<id>`).
    public static var currentTraceID: String? { TraceScope.current?.recorder.id }

    /// The name a step shows for `type` (`CachedCounterRepository`), worked out once per type.
    public static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = typeNames.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        typeNames.withLock { $0[key] = name }
        return name
    }

    private static let typeNames = Mutex<[ObjectIdentifier: String]>([:])

    /// Runs `body` as a step.
    /// - Parameters:
    ///   - upstream: an upstream call's host and path, never its query (where keys travel).
    ///   - cacheBySource: the step is a cache's: a miss when a data source or an upstream call ran inside it.
    ///   - cache: tells from the result whether a cache answered.
    ///   - isolation: where the caller runs, and `body` with it (a view model's load on the main actor).
    // Inlinable, so that it is specialised where it is called (the decorators are in other modules); what does not
    // depend on `T` is in ``OpenStep``. The closure a task-local push runs is not the caller's (the standard
    // library's type for it runs anywhere): it captures `isolation`, so that it and `body` run where the caller
    // runs instead of hopping to the generic executor and back on every step.
    @inlinable
    public static func step<T, Failure: Error>(
        _ kind: TraceStepKind, type: String, _ operation: String = "", upstream: String? = nil,
        cacheBySource: Bool = false, cache: (T) -> TraceCache? = { _ in nil },
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        guard let open = OpenStep(kind, type: type, operation, upstream: upstream, cacheBySource: cacheBySource) else {
            return try await body()
        }
        let result: Result<T, Failure> = await TraceScope.local.withValue(open.inside) {
            _ = isolation
            do throws(Failure) {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let value):
            open.end(cache: cache(value), failed: false)
            return value
        case .failure(let error):
            open.end(cache: nil, failed: !(error is CancellationError))
            throw error
        }
    }

    /// Runs `body`, which does not wait, as a step.
    @inlinable
    public static func step<T, Failure: Error>(
        _ kind: TraceStepKind, type: String, _ operation: String = "", cache: (T) -> TraceCache? = { _ in nil },
        _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        guard let open = OpenStep(kind, type: type, operation, upstream: nil, cacheBySource: false) else {
            return try body()
        }
        let result: Result<T, Failure> = TraceScope.local.withValue(open.inside) {
            do throws(Failure) {
                return .success(try body())
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let value):
            open.end(cache: cache(value), failed: false)
            return value
        case .failure(let error):
            open.end(cache: nil, failed: !(error is CancellationError))
            throw error
        }
    }

    /// Starts a step that ends later, when `end` is first called (a use case's stream, ended by its last update),
    /// and runs `body` inside it, so the work `body` starts (its tasks) is the step's.
    public static func startStep<T>(
        _ kind: TraceStepKind, type: String, _ operation: String,
        _ body: (_ end: @escaping @Sendable (_ failed: Bool) -> Void) -> T
    ) -> T {
        guard let open = OpenStep(kind, type: type, operation, upstream: nil, cacheBySource: false) else {
            return body { _ in }
        }
        let ended = Once()
        return TraceScope.local.withValue(open.inside) {
            body { failed in
                if ended.claim() { open.end(cache: nil, failed: failed) }
            }
        }
    }
}

/// One of ``RequestTracing``'s steps from its start to its end: its number, its parent and its start, kept by the
/// caller until the step ends and hands them to the recorder.
@usableFromInline
struct OpenStep: Sendable {
    /// What the work inside the step runs in: the step's trace and number.
    @usableFromInline let inside: TraceScope
    private let parentID: Int?
    private let started: UInt64
    private let kind: TraceStepKind
    private let type: String
    private let operation: String
    private let upstream: String?
    private let cacheBySource: Bool

    /// Starts a step of the request the running task works for; nil outside a traced request.
    @usableFromInline
    init?(_ kind: TraceStepKind, type: String, _ operation: String, upstream: String?, cacheBySource: Bool) {
        guard let outside = TraceScope.current else { return nil }
        let recorder = outside.recorder
        inside = TraceScope(recorder: recorder, stepID: recorder.nextID())
        parentID = RequestTracer.parentID(of: outside)
        started = DefaultTracerClock.now.nanosecondsSinceEpoch
        self.kind = kind
        self.type = type
        self.operation = operation
        self.upstream = upstream
        self.cacheBySource = cacheBySource
    }

    /// Ends the step: the recorder keeps it.
    @usableFromInline
    func end(cache: TraceCache?, failed: Bool) {
        inside.recorder.record(
            id: inside.stepID ?? 0, parentID: parentID, kind: kind, type: type, operation: operation,
            started: started, ended: DefaultTracerClock.now.nanosecondsSinceEpoch, cache: cache,
            missIfSourceCalled: cacheBySource, upstream: upstream, failed: failed)
    }
}

/// A flag claimed once: a step that ends later ends at the first call of its `end`.
private final class Once: Sendable {
    private let claimed = Atomic<Bool>(false)

    /// Whether this call is the first.
    func claim() -> Bool {
        !claimed.exchange(true, ordering: .relaxed)
    }
}
