import Synchronization
import ThreadSlot
import Tracing

/// Traces a step of the request the running task works for (a route, a view model's load, a use case, a
/// repository, a data source, an upstream call, a render), kept by the request's trace; outside a traced request
/// (the terminal ring, tracing turned off) it only runs the step.
///
/// A decorator names its type once, when it is made, and each step by its call:
///
/// ```swift
/// struct TracedCounterRepository: CounterRepository {
///     let base: any CounterRepository
///     private let type: TracedType
///
///     init(_ base: any CounterRepository) {
///         self.base = base
///         type = TracedType(of: base)
///     }
///
///     func count(id: Int) async throws -> Counter {
///         try await RequestTracing.step(.repository, type: type, "count", cacheBySource: true) {
///             try await base.count(id: id)
///         }
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

    /// The id of the trace of the request the running task works for, if the trace is kept: its page is
    /// `/trace/<id>` (a trace page's own trace is not kept).
    public static var currentTraceID: String? {
        guard let recorder = TraceScope.current?.recorder, recorder.isKept else { return nil }
        return recorder.id
    }

    /// The name a step shows for `type` (`CachedCounterRepository`), worked out once per type.
    public static func name(of type: Any.Type) -> String {
        tracedType(of: type).name
    }

    /// The ``TracedType`` of `type`, made once per type.
    public static func tracedType(of type: Any.Type) -> TracedType {
        let key = ObjectIdentifier(type)
        if let traced = tracedTypes.withLock({ $0[key] }) { return traced }
        let traced = TracedType(String(describing: type))
        return tracedTypes.withLock { types in
            if let earlier = types[key] { return earlier }
            types[key] = traced
            return traced
        }
    }

    private static let tracedTypes = Mutex<[ObjectIdentifier: TracedType]>([:])

    /// Runs `body` as a step of `type`'s `operation`.
    /// - Parameters:
    ///   - kind: the ring the step is in.
    ///   - type: the type that runs it.
    ///   - operation: what is called.
    ///   - upstream: an upstream call's host and path, never its query (where keys travel).
    ///   - cacheBySource: the step is a cache's: a miss when a data source or an upstream call ran inside it.
    ///   - cache: tells from the result whether a cache answered.
    ///   - isolation: where the caller runs, and `body` with it (a view model's load on the main actor).
    ///   - body: the step's work.
    /// - Returns: what `body` returns.
    // Inlinable, so that it is specialised where it is called (the decorators are in other modules); what does not
    // depend on `T` is in ``OpenStep``. The closure a task-local push runs is not the caller's (the standard
    // library's type for it runs anywhere): it captures `isolation`, so that it and `body` run where the caller
    // runs instead of hopping to the generic executor and back on every step.
    @inlinable
    public static func step<T, Failure: Error>(
        _ kind: TraceStepKind, type: TracedType, _ operation: StaticString, upstream: String? = nil,
        cacheBySource: Bool = false, cache: (T) -> TraceCache? = { _ in nil },
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        guard let outside = TraceScope.current else { return try await body() }
        let open = OpenStep(outside, type.stepName(kind, operation, cacheBySource: cacheBySource), upstream: upstream)
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

    /// Runs `body`, which does not wait, as a step of `type`'s `operation`.
    /// - Parameters:
    ///   - kind: the ring the step is in.
    ///   - type: the type that runs it.
    ///   - operation: what is called.
    ///   - cache: tells from the result whether a cache answered.
    ///   - body: the step's work.
    /// - Returns: what `body` returns.
    // A step that does not wait runs on one thread from its start to its end, so the steps inside it find it
    // there (``ThreadScope``) rather than in a task local, which costs an allocation on the task to set.
    @inlinable
    public static func step<T, Failure: Error>(
        _ kind: TraceStepKind, type: TracedType, _ operation: StaticString, cache: (T) -> TraceCache? = { _ in nil },
        _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        guard let outside = TraceScope.current else { return try body() }
        let open = OpenStep(outside, type.stepName(kind, operation, cacheBySource: false), upstream: nil)
        let value: T
        do {
            value = try ThreadScope.run(open.inside, body)
        } catch {
            open.end(cache: nil, failed: !(error is CancellationError))
            throw error
        }
        open.end(cache: cache(value), failed: false)
        return value
    }

    /// Runs `body` as a step of a type named on the spot (a route, a test), a name made for this step only.
    /// - Parameters:
    ///   - kind: the ring the step is in.
    ///   - type: the type that runs it, or a route's method and path.
    ///   - operation: what is called.
    ///   - upstream: an upstream call's host and path, never its query (where keys travel).
    ///   - cacheBySource: the step is a cache's: a miss when a data source or an upstream call ran inside it.
    ///   - cache: tells from the result whether a cache answered.
    ///   - isolation: where the caller runs, and `body` with it.
    ///   - body: the step's work.
    /// - Returns: what `body` returns.
    public static func step<T, Failure: Error>(
        _ kind: TraceStepKind, type: String, _ operation: String = "", upstream: String? = nil,
        cacheBySource: Bool = false, cache: (T) -> TraceCache? = { _ in nil },
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        guard let outside = TraceScope.current else { return try await body() }
        let open = OpenStep(
            outside, TraceStepName(kind, type: type, operation, cacheBySource: cacheBySource), upstream: upstream)
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

    /// Runs `body`, which does not wait, as a step of a type named on the spot.
    /// - Parameters:
    ///   - kind: the ring the step is in.
    ///   - type: the type that runs it.
    ///   - operation: what is called.
    ///   - cache: tells from the result whether a cache answered.
    ///   - body: the step's work.
    /// - Returns: what `body` returns.
    public static func step<T, Failure: Error>(
        _ kind: TraceStepKind, type: String, _ operation: String = "", cache: (T) -> TraceCache? = { _ in nil },
        _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        guard let outside = TraceScope.current else { return try body() }
        let open = OpenStep(outside, TraceStepName(kind, type: type, operation), upstream: nil)
        let value: T
        do {
            value = try ThreadScope.run(open.inside, body)
        } catch {
            open.end(cache: nil, failed: !(error is CancellationError))
            throw error
        }
        open.end(cache: cache(value), failed: false)
        return value
    }

    /// Starts a step of `type`'s `operation` and runs `start` inside it, for work that goes on after `start`
    /// returns (a view model's load: its route opens at once, and the page waits for it to settle); the caller
    /// ends the step (``OpenStep/end(cache:failed:)``), which is `nil` outside a traced request.
    // `start` does not wait: the task local is pushed by the synchronous `withValue`, which costs none of the
    // frames an asynchronous one does, and the tasks `start` starts carry it.
    static func openStep<T>(
        _ kind: TraceStepKind, type: TracedType, _ operation: StaticString, _ start: () -> T
    ) -> (T, OpenStep?) {
        guard let outside = TraceScope.current else { return (start(), nil) }
        let open = OpenStep(outside, type.stepName(kind, operation, cacheBySource: false), upstream: nil)
        return (TraceScope.local.withValue(open.inside, operation: start), open)
    }

    /// Starts a step that ends later, when `end` is first called (a use case's stream, ended by its last update),
    /// and runs `body` inside it, so the work `body` starts (its tasks) is the step's.
    /// - Parameters:
    ///   - kind: the ring the step is in.
    ///   - type: the type that runs it.
    ///   - operation: what is called.
    ///   - body: starts the work, given the function that ends the step.
    /// - Returns: what `body` returns.
    public static func startStep<T>(
        _ kind: TraceStepKind, type: TracedType, _ operation: StaticString,
        _ body: (_ end: @escaping @Sendable (_ failed: Bool) -> Void) -> T
    ) -> T {
        guard let outside = TraceScope.current else { return body { _ in } }
        let open = OpenStep(outside, type.stepName(kind, operation, cacheBySource: false), upstream: nil)
        let ended = Once()
        // A task local, not the thread: the tasks `body` starts carry it.
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
    /// The step's name, held by `owner` unless it is permanent (``TraceStepName/isPermanent``): a permanent name,
    /// which every request takes, is passed around without counting references to it.
    private let name: Unmanaged<TraceStepName>
    private let owner: TraceStepName?
    private let upstream: String?

    /// Starts a step of the request whose scope the running task is in.
    @usableFromInline
    init(_ outside: TraceScope, _ name: Unmanaged<TraceStepName>, upstream: String?) {
        self.init(outside, name, upstream: upstream, owner: nil)
    }

    /// Starts a step of a name made for it alone.
    init(_ outside: TraceScope, _ name: TraceStepName, upstream: String?) {
        self.init(outside, .passUnretained(name), upstream: upstream, owner: name)
    }

    private init(_ outside: TraceScope, _ name: Unmanaged<TraceStepName>, upstream: String?, owner: TraceStepName?) {
        let recorder = outside.recorder
        inside = TraceScope(recorder: recorder, stepID: recorder.nextID())
        parentID = RequestTracer.parentID(of: outside)
        started = DefaultTracerClock.now.nanosecondsSinceEpoch
        self.name = name
        self.owner = owner
        self.upstream = upstream
    }

    /// Ends the step: the recorder keeps it.
    @usableFromInline
    func end(cache: TraceCache?, failed: Bool) {
        // `owner`, a stored property, lives while this call does: the recorder retains the name before it returns.
        inside.recorder.record(
            id: inside.stepID ?? 0, parentID: parentID, name: name, started: started,
            ended: DefaultTracerClock.now.nanosecondsSinceEpoch, cache: cache, upstream: upstream, failed: failed)
    }
}

/// The step a thread runs while it runs a step that does not wait: such a step starts and ends on one thread,
/// and everything that runs on that thread meanwhile runs inside it. A task the step starts finds the task's
/// scope instead (``TraceScope/local``), the step around it.
@usableFromInline
enum ThreadScope {
    /// The scope of the step the running thread is inside, if it is in one that does not wait: the thread's slot
    /// points at it, on the stack of the call running the step.
    static var current: TraceScope? {
        strata_thread_slot_get()?.assumingMemoryBound(to: TraceScope.self).pointee
    }

    /// Runs `body` with `scope` as the running thread's.
    @inlinable
    static func run<T, Failure: Error>(_ scope: TraceScope, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        var scope = scope
        return try withUnsafeMutablePointer(to: &scope) { pointer throws(Failure) -> T in
            let outer = exchange(UnsafeMutableRawPointer(pointer))
            defer { _ = exchange(outer) }
            return try body()
        }
    }

    /// Sets the running thread's scope to the one at `scope`, and gives the one it replaces.
    @usableFromInline
    static func exchange(_ scope: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        strata_thread_slot_exchange(scope)
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
