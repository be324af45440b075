import Synchronization
import Tracing

/// A swift-distributed-tracing tracer that keeps each request's finished spans in process, in the request's
/// ``TraceRecorder`` found in the span's `ServiceContext`; a span started outside a traced request records
/// nothing. A span is a step of the trace when it says its kind (``RequestTracer/kindAttribute``).
///
/// ``RequestTracing``'s own steps start through ``startStep(_:_:recorder:in:)`` and carry the step they run in
/// as a ``TraceScope`` rather than in a copy of the `ServiceContext`: a context is a dictionary, which every step
/// would copy to set its own id.
struct RequestTracer: Tracer {
    static let kindAttribute = "strata.kind"
    static let typeAttribute = "strata.type"
    static let cacheAttribute = "strata.cache"
    static let upstreamAttribute = "strata.upstream"
    /// Set on a repository's span whose cache is told by whether a data source ran inside it.
    static let cacheBySourceAttribute = "strata.cache-by-source"

    func startSpan<Instant: TracerInstant>(
        _ operationName: String, context: @autoclosure () -> ServiceContext, ofKind kind: SpanKind,
        at instant: @autoclosure () -> Instant, function: String, file fileID: String, line: UInt
    ) -> RecordedSpan {
        let context = context()
        guard let recorder = context.traceRecorder else {
            return RecordedSpan(
                operationName: operationName, context: context, recorder: nil, id: 0, parentID: nil, started: 0)
        }
        return RecordedSpan(
            operationName: operationName, context: context, recorder: recorder, id: recorder.nextID(),
            parentID: Self.parentID(for: recorder, in: context), started: instant().nanosecondsSinceEpoch)
    }

    /// Starts one of ``RequestTracing``'s steps of `recorder`'s trace, its kind and type known at once.
    func startStep(
        _ step: RecordedSpan.Step, _ operationName: String, recorder: TraceRecorder, in context: ServiceContext
    ) -> RecordedSpan {
        RecordedSpan(
            operationName: operationName, context: context, recorder: recorder, id: recorder.nextID(),
            parentID: Self.parentID(for: recorder, in: context), started: DefaultTracerClock.now.nanosecondsSinceEpoch,
            step: step)
    }

    /// The step a new span of `recorder` runs inside: the nearer of the task's ``TraceScope`` (a step of
    /// ``RequestTracing``) and the context's step (a span started with `withSpan`). Both run around the new span
    /// and ids grow as steps start, so the larger id is the nearer.
    static func parentID(for recorder: TraceRecorder, in context: ServiceContext) -> Int? {
        let scoped = TraceScope.current.flatMap { $0.recorder === recorder ? $0.stepID : nil }
        guard let contextual = context.traceStepID else { return scoped }
        return max(scoped ?? contextual, contextual)
    }

    func forceFlush() {}

    func extract<Carrier, Extract: Extractor>(
        _ carrier: Carrier, into context: inout ServiceContext, using extractor: Extract
    ) where Extract.Carrier == Carrier {}

    func inject<Carrier, Inject: Injector>(
        _ context: ServiceContext, into carrier: inout Carrier, using injector: Inject
    ) where Inject.Carrier == Carrier {}
}

/// The step the running task works inside and the trace it records to, set by each step of ``RequestTracing``
/// for the work it wraps (a task local, so the tasks that work starts carry it too).
struct TraceScope: Sendable {
    let recorder: TraceRecorder
    let stepID: Int

    @TaskLocal static var current: TraceScope?
}

/// A span of ``RequestTracer``: it keeps its name, attributes and status until it ends, then hands its step to
/// the request's recorder.
final class RecordedSpan: Span {
    private let baseContext: ServiceContext
    private let recorder: TraceRecorder?
    let id: Int
    private let parentID: Int?
    private let started: UInt64
    private let state: Mutex<State>

    private struct State {
        var operationName: String
        var attributes: SpanAttributes = [:]
        /// What ``RequestTracing`` says of its own steps, kept without the attributes' dictionary.
        var step: Step?
        var failed = false
        var ended = false
    }

    /// A step's kind, type and what it found, as ``RequestTracing`` records it.
    struct Step {
        var kind: TraceStepKind
        var type: String
        var upstream: String?
        var cacheBySource: Bool
        var cache: TraceCache?
    }

    /// Says whether the step's cache answered.
    func record(cache: TraceCache) {
        state.withLock { $0.step?.cache = cache }
    }

    init(
        operationName: String, context: ServiceContext, recorder: TraceRecorder?, id: Int, parentID: Int?,
        started: UInt64, step: Step? = nil
    ) {
        baseContext = context
        self.recorder = recorder
        self.id = id
        self.parentID = parentID
        self.started = started
        state = Mutex(State(operationName: operationName, step: step))
    }

    /// The context the span's own work runs in (`withSpan` sets it): the span's is the step its children run
    /// inside. Made when asked, as ``RequestTracing``'s steps never ask.
    var context: ServiceContext {
        var context = baseContext
        if recorder != nil { context.traceStepID = id }
        return context
    }

    var operationName: String {
        get { state.withLock { $0.operationName } }
        set { state.withLock { $0.operationName = newValue } }
    }

    var attributes: SpanAttributes {
        get { state.withLock { $0.attributes } }
        set { state.withLock { $0.attributes = newValue } }
    }

    var isRecording: Bool { recorder != nil }

    func setStatus(_ status: SpanStatus) {
        if status.code == .error {
            state.withLock { $0.failed = true }
        }
    }

    func addEvent(_ event: SpanEvent) {}

    func recordError<Instant: TracerInstant>(
        _ error: any Error, attributes: SpanAttributes, at instant: @autoclosure () -> Instant
    ) {
        state.withLock { $0.failed = true }
    }

    func addLink(_ link: SpanLink) {}

    func end<Instant: TracerInstant>(at instant: @autoclosure () -> Instant) {
        guard let recorder else { return }
        let ended = instant().nanosecondsSinceEpoch
        let finished: State? = state.withLock { state in
            guard !state.ended else { return nil }
            state.ended = true
            return state
        }
        guard let finished else { return }
        let step: Step
        if let recorded = finished.step {
            step = recorded
        } else {
            // A span another library started is a step when its attributes say its kind; others are left out.
            func text(_ name: String) -> String? {
                if case .string(let value)? = finished.attributes.get(name) { value } else { nil }
            }
            guard let kind = text(RequestTracer.kindAttribute).flatMap(TraceStepKind.init(rawValue:)) else { return }
            step = Step(
                kind: kind, type: text(RequestTracer.typeAttribute) ?? "",
                upstream: text(RequestTracer.upstreamAttribute),
                cacheBySource: text(RequestTracer.cacheBySourceAttribute) != nil,
                cache: text(RequestTracer.cacheAttribute).flatMap(TraceCache.init(rawValue:)))
        }
        recorder.record(
            id: id, parentID: parentID, kind: step.kind, type: step.type, operation: finished.operationName,
            started: started, ended: ended, cache: step.cache, missIfSourceCalled: step.cacheBySource,
            upstream: step.upstream, failed: finished.failed)
    }
}
