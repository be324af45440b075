import Synchronization
import Tracing

/// Collects the finished steps of one request, reached through the request's ``TraceScope`` (a task local, so
/// every task the request starts carries it).
@usableFromInline
final class TraceRecorder: Sendable {
    /// A trace keeps at most this many steps: a page that fans out stays a bounded trace.
    static let maximumSteps = 200

    let id: String
    private let start: UInt64
    private let state: Mutex<State>
    private let lastID = Atomic<Int>(0)
    /// How many of ``RequestTracer``'s spans of this trace are open: only while one is does a step look for its
    /// parent in the `ServiceContext` too.
    private let openSpans = Atomic<Int>(0)

    private struct State {
        /// In the order the steps started (by id), as each is put where it belongs when it ends.
        var steps: [TraceStep]
        /// The steps inside which a data source or an upstream call ran, told by their finished children (a step
        /// ends after the steps it runs).
        var sourceCalledInside: [Int] = []
        /// Told of each step recorded once the trace is kept, with its bytes.
        var onLateStep: (@Sendable (_ id: String, _ bytes: Int) -> Void)?
    }

    init(id: String, start: UInt64, steps: [TraceStep] = []) {
        self.id = id
        self.start = start
        var steps = steps
        // A page's steps in one allocation, small enough for the allocator's per-thread cache (a larger one
        // makes glibc's allocator consolidate its free lists first).
        if steps.isEmpty { steps.reserveCapacity(8) }
        state = Mutex(State(steps: steps))
    }

    /// Calls `action` for every step recorded from now on.
    func onLateStep(_ action: @escaping @Sendable (_ id: String, _ bytes: Int) -> Void) {
        state.withLock { $0.onLateStep = action }
    }

    func nextID() -> Int {
        lastID.wrappingAdd(1, ordering: .relaxed).newValue
    }

    func spanStarted() {
        openSpans.add(1, ordering: .relaxed)
    }

    func spanEnded() {
        openSpans.subtract(1, ordering: .relaxed)
    }

    /// Whether a span of ``RequestTracer`` in this trace has started and not ended.
    var hasOpenSpans: Bool { openSpans.load(ordering: .relaxed) > 0 }

    /// Keeps a finished step; a step whose cache is told by its source calls is a miss when a data source or an
    /// upstream call ran inside it, else a hit.
    func record(
        id: Int, parentID: Int?, kind: TraceStepKind, type: String, operation: String, started: UInt64,
        ended: UInt64, cache: TraceCache?, missIfSourceCalled: Bool, upstream: String?, failed: Bool
    ) {
        let late: (@Sendable (String, Int) -> Void, Int)? = state.withLock { state in
            let calledSource = state.sourceCalledInside.contains(id)
            if let parentID, calledSource || kind == .dataSource || kind == .upstream {
                state.sourceCalledInside.append(parentID)
            }
            guard state.steps.count < Self.maximumSteps else { return nil }
            var cache = cache
            if missIfSourceCalled {
                cache = calledSource ? .miss : .hit
            }
            let step = TraceStep(
                id: id, parentID: parentID, kind: kind, type: type, operation: operation,
                start: .nanoseconds(Int64(started &- min(started, start))),
                duration: .nanoseconds(Int64(ended &- min(ended, started))), cache: cache, upstream: upstream,
                failed: failed)
            // A step ends after the steps it runs, which started after it: it goes before them.
            var index = state.steps.endIndex
            while index > state.steps.startIndex, state.steps[index - 1].id > id {
                index -= 1
            }
            state.steps.insert(step, at: index)
            return state.onLateStep.map { ($0, step.bytes) }
        }
        // Told outside the lock: the store takes its own.
        if let (action, bytes) = late {
            action(self.id, bytes)
        }
    }

    /// The trace as it is now, its steps in the order they started.
    func trace(method: String, path: String) -> RequestTrace {
        RequestTrace(id: id, method: method, path: path, steps: state.withLock { $0.steps })
    }
}

enum TraceRecorderKey: ServiceContextKey {
    typealias Value = TraceRecorder
}

enum TraceStepIDKey: ServiceContextKey {
    typealias Value = Int
}

extension ServiceContext {
    /// The recorder of the request this task works for, if it is traced.
    var traceRecorder: TraceRecorder? {
        get { self[TraceRecorderKey.self] }
        set { self[TraceRecorderKey.self] = newValue }
    }

    /// The step this task runs inside.
    var traceStepID: Int? {
        get { self[TraceStepIDKey.self] }
        set { self[TraceStepIDKey.self] = newValue }
    }
}
