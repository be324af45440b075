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
        /// In the order the steps ended: a step ends after the steps it runs, which started after it.
        var steps: [TraceStep]
        /// What the steps keep in memory (``TraceStep/bytes``).
        var bytes = 0
        /// The steps inside which a data source or an upstream call ran, told by their finished children (a step
        /// ends after the steps it runs).
        var sourceCalledInside = StepSet()
        /// Where the trace is kept, told of each step recorded after it was: its store, and its slot there (none
        /// until it is kept) and number.
        weak var store: TraceStore?
        var slot = -1
        var number: UInt64 = 0
    }

    init(id: String, start: UInt64, steps: [TraceStep] = []) {
        self.id = id
        self.start = start
        var steps = steps
        // A page's steps in one allocation, small enough for the allocator's per-thread cache (a larger one
        // makes glibc's allocator consolidate its free lists first).
        if steps.isEmpty { steps.reserveCapacity(8) }
        state = Mutex(State(steps: steps, bytes: steps.reduce(0) { $0 + $1.bytes }))
    }

    /// Tells `store`, where the trace is kept in `slot` as its `number`th, of every step recorded from now on.
    func kept(by store: TraceStore, slot: Int, number: UInt64) {
        state.withLock { state in
            state.store = store
            state.slot = slot
            state.number = number
        }
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

    /// Keeps a finished step; a step whose cache is told by its source calls (``TraceStepName/cacheBySource``) is a
    /// miss when a data source or an upstream call ran inside it, else a hit.
    func record(
        id: Int, parentID: Int?, name: TraceStepName, started: UInt64, ended: UInt64, cache: TraceCache?,
        upstream: String?, failed: Bool
    ) {
        let bytes = TraceStep.bytes(name: name, upstream: upstream)
        let keeper: (store: TraceStore?, slot: Int, number: UInt64)? = state.withLock { state in
            let calledSource = state.sourceCalledInside.contains(id)
            if let parentID, calledSource || name.kind == .dataSource || name.kind == .upstream {
                state.sourceCalledInside.insert(parentID)
            }
            guard state.steps.count < Self.maximumSteps else { return nil }
            state.steps.append(
                TraceStep(
                    id: id, parentID: parentID, name: name, startNanoseconds: Int64(started &- min(started, start)),
                    durationNanoseconds: Int64(ended &- min(ended, started)),
                    cache: name.cacheBySource ? (calledSource ? .miss : .hit) : cache, upstream: upstream,
                    failed: failed))
            state.bytes += bytes
            // Read only once the trace is kept: a weak reference costs a call to read.
            return state.slot < 0 ? nil : (state.store, state.slot, state.number)
        }
        // Told outside the lock: the store takes its own.
        if let keeper {
            keeper.store?.grow(slot: keeper.slot, number: keeper.number, by: bytes)
        }
    }

    /// The trace as it is now, its steps in the order they started.
    func trace(method: String, path: String) -> RequestTrace {
        let steps = state.withLock { $0.steps }.sorted { $0.id < $1.id }
        return RequestTrace(id: id, method: method, path: path, steps: steps)
    }

    /// The `Server-Timing` header's value for the steps recorded so far (``RequestTrace/serverTiming``), and the
    /// bytes the trace keeps in memory (``RequestTrace/bytes``).
    func serverTiming(path: String) -> (header: String, bytes: Int) {
        state.withLock { state in
            (RequestTrace.serverTiming(of: state.steps), 128 + id.utf8.count + path.utf8.count + state.bytes)
        }
    }
}

/// A set of a trace's step numbers: the first 64 as bits of one word, which a page's steps fit in without an
/// allocation, the rest in an array.
struct StepSet {
    private var first: UInt64 = 0
    private var rest: [Int] = []

    func contains(_ id: Int) -> Bool {
        id >= 1 && id <= 64 ? first & (1 << (id - 1)) != 0 : rest.contains(id)
    }

    mutating func insert(_ id: Int) {
        if id >= 1 && id <= 64 {
            first |= 1 << (id - 1)
        } else if !rest.contains(id) {
            rest.append(id)
        }
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
