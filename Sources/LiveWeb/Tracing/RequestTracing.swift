import Synchronization
import Tracing

/// Traces a step of the request the running task works for (a route, a view model's load, a use case, a
/// repository, a data source, an upstream call, a render) as a swift-distributed-tracing span, kept by the
/// request's trace; outside a traced request (the terminal ring, tracing turned off) it only runs the step.
///
/// ```swift
/// func count(id: Int) async throws -> Counter {
///     try await RequestTracing.step(.repository, type: "CachedCounterRepository", "count", cacheBySource: true) {
///         try await repository.count(id: id)
///     }
/// }
/// ```
public enum RequestTracing {
    static let tracer = RequestTracer()

    /// Whether the running task works for a traced request.
    public static var isTracing: Bool { ServiceContext.current?.traceRecorder != nil }

    /// The id of the trace of the request the running task works for (its page is `/trace/<id>`).
    public static var currentTraceID: String? { ServiceContext.current?.traceRecorder?.id }

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
    // The closure a task-local push runs is not the caller's (the standard library's type for it runs anywhere):
    // it captures `isolation`, so that it and `body` run where the caller runs instead of hopping to the generic
    // executor and back on every step.
    public static func step<T, Failure: Error>(
        _ kind: TraceStepKind, type: String, _ operation: String = "", upstream: String? = nil,
        cacheBySource: Bool = false, cache: (T) -> TraceCache? = { _ in nil },
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        guard let context = ServiceContext.current, let recorder = context.traceRecorder else {
            return try await body()
        }
        let span = start(
            kind, type: type, operation, upstream: upstream, cacheBySource: cacheBySource, recorder, context)
        let result: Result<T, Failure> = await TraceScope.$current.withValue(scope(of: span, recorder)) {
            _ = isolation
            do throws(Failure) {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        }
        return try finish(span, result, cache: cache)
    }

    /// Runs `body`, which does not wait, as a step.
    public static func step<T, Failure: Error>(
        _ kind: TraceStepKind, type: String, _ operation: String = "", cache: (T) -> TraceCache? = { _ in nil },
        _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        guard let context = ServiceContext.current, let recorder = context.traceRecorder else { return try body() }
        let span = start(kind, type: type, operation, upstream: nil, cacheBySource: false, recorder, context)
        let result: Result<T, Failure> = TraceScope.$current.withValue(scope(of: span, recorder)) {
            do throws(Failure) {
                return .success(try body())
            } catch {
                return .failure(error)
            }
        }
        return try finish(span, result, cache: cache)
    }

    /// Starts a step that ends later, when `end` is called (a use case's stream, ended by its last update), and
    /// runs `body` inside it, so the work `body` starts (its tasks) is the step's.
    public static func startStep<T>(
        _ kind: TraceStepKind, type: String, _ operation: String,
        _ body: (_ end: @escaping @Sendable (_ failed: Bool) -> Void) -> T
    ) -> T {
        guard let context = ServiceContext.current, let recorder = context.traceRecorder else {
            return body { _ in }
        }
        let span = start(kind, type: type, operation, upstream: nil, cacheBySource: false, recorder, context)
        return TraceScope.$current.withValue(scope(of: span, recorder)) {
            body { failed in
                if failed { span.setStatus(SpanStatus(code: .error)) }
                span.end()
            }
        }
    }

    private static func start(
        _ kind: TraceStepKind, type: String, _ operation: String, upstream: String?, cacheBySource: Bool,
        _ recorder: TraceRecorder, _ context: ServiceContext
    ) -> RecordedSpan {
        tracer.startStep(
            RecordedSpan.Step(kind: kind, type: type, upstream: upstream, cacheBySource: cacheBySource, cache: nil),
            operation, recorder: recorder, in: context)
    }

    private static func scope(of span: RecordedSpan, _ recorder: TraceRecorder) -> TraceScope {
        TraceScope(recorder: recorder, stepID: span.id)
    }

    private static func finish<T, Failure: Error>(
        _ span: RecordedSpan, _ result: Result<T, Failure>, cache: (T) -> TraceCache?
    ) throws(Failure) -> T {
        switch result {
        case .success(let value):
            if let outcome = cache(value) { span.record(cache: outcome) }
            span.end()
            return value
        case .failure(let error):
            if !(error is CancellationError) { span.recordError(error) }
            span.end()
            throw error
        }
    }
}
