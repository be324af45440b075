import Synchronization
import Tracing

/// A swift-distributed-tracing tracer that keeps each request's finished spans in process, in the request's
/// ``TraceRecorder``: the one its `ServiceContext` names, else the running task's ``TraceScope``. A span started
/// outside a traced request records nothing. A span is a step of the trace when it says its kind
/// (``RequestTracer/kindAttribute``).
///
/// ``RequestTracing``'s own steps are this tracer's fast path: they number, time and nest as its spans do, but
/// are kept as an ``OpenStep`` value and carried in the ``TraceScope`` task local rather than in a span object
/// and a copy of the `ServiceContext` (a dictionary, which every step would copy to set its own id). A request
/// sets only its ``TraceScope``; the spans this tracer starts find the recorder there, and the context they hand
/// their own work (`withSpan`) names it.
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
        let scope = TraceScope.current
        guard let recorder = context.traceRecorder ?? scope?.recorder else {
            return RecordedSpan(
                operationName: operationName, context: context, recorder: nil, id: 0, parentID: nil, started: 0)
        }
        let scoped = scope.flatMap { $0.recorder === recorder ? $0.stepID : nil }
        recorder.spanStarted()
        return RecordedSpan(
            operationName: operationName, context: context, recorder: recorder, id: recorder.nextID(),
            parentID: Self.nearer(scoped, context.traceStepID), started: instant().nanosecondsSinceEpoch)
    }

    /// The step a new step runs inside, the running task being in `scope`: the nearer of the scope's step and,
    /// while a span of the trace is open, the step the task's `ServiceContext` names (a span started with
    /// `withSpan`).
    static func parentID(of scope: TraceScope) -> Int? {
        guard scope.recorder.hasOpenSpans, let context = ServiceContext.current,
            context.traceRecorder === scope.recorder
        else { return scope.stepID }
        return nearer(scope.stepID, context.traceStepID)
    }

    /// Of two steps running around a new one, the nearer: ids grow as steps start, so the larger.
    private static func nearer(_ scoped: Int?, _ contextual: Int?) -> Int? {
        guard let contextual else { return scoped }
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

/// The trace the running task records to and the step it works inside (none at the request's top), set by the
/// request and by each step of ``RequestTracing`` for the work it wraps: a task local, so the tasks that work
/// starts carry it too. It is the one task local a step reads.
@usableFromInline
struct TraceScope: Sendable {
    @usableFromInline let recorder: TraceRecorder
    @usableFromInline let stepID: Int?

    @usableFromInline
    init(recorder: TraceRecorder, stepID: Int?) {
        self.recorder = recorder
        self.stepID = stepID
    }

    /// The task local itself, rather than a `@TaskLocal` property, so that inlined steps can set it.
    @usableFromInline static let local = TaskLocal<TraceScope?>(wrappedValue: nil)

    /// The scope of the running thread's step that does not wait, else the running task's.
    @usableFromInline
    static var current: TraceScope? { ThreadScope.current ?? local.get() }
}

/// A span of ``RequestTracer``: it keeps its name, attributes and status until it ends, then hands the step its
/// attributes describe to the request's recorder.
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
        var failed = false
        var ended = false
    }

    init(
        operationName: String, context: ServiceContext, recorder: TraceRecorder?, id: Int, parentID: Int?,
        started: UInt64
    ) {
        baseContext = context
        self.recorder = recorder
        self.id = id
        self.parentID = parentID
        self.started = started
        state = Mutex(State(operationName: operationName))
    }

    /// The context the span's own work runs in (`withSpan` sets it): it names the span's trace and the span as
    /// the step its children run inside.
    var context: ServiceContext {
        var context = baseContext
        if let recorder {
            context.traceRecorder = recorder
            context.traceStepID = id
        }
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
        recorder.spanEnded()
        // A span is a step when its attributes say its kind; others are left out.
        func text(_ name: String) -> String? {
            if case .string(let value)? = finished.attributes.get(name) { value } else { nil }
        }
        guard let kind = text(RequestTracer.kindAttribute).flatMap(TraceStepKind.init(rawValue:)) else { return }
        let name = TraceStepName(
            kind, type: text(RequestTracer.typeAttribute) ?? "", finished.operationName,
            cacheBySource: text(RequestTracer.cacheBySourceAttribute) != nil)
        recorder.record(
            id: id, parentID: parentID, name: name, started: started, ended: ended,
            cache: text(RequestTracer.cacheAttribute).flatMap(TraceCache.init(rawValue:)),
            upstream: text(RequestTracer.upstreamAttribute), failed: finished.failed)
    }
}
