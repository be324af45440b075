import Synchronization
import Tracing

/// Collects the finished steps of one request, reached through the request's ``TraceScope`` (a task local, so
/// every task the request starts carries it).
@usableFromInline
final class TraceRecorder: Sendable {
    /// A trace keeps at most this many steps: a page that fans out stays a bounded trace.
    static let maximumSteps = 200

    let id: String
    /// Whether the trace is kept when its request is a page's (a trace page's own is not).
    let isKept: Bool
    private let start: UInt64
    private let state: Mutex<State>
    private let lastID = Atomic<Int>(0)
    /// How many of ``RequestTracer``'s spans of this trace are open: only while one is does a step look for its
    /// parent in the `ServiceContext` too.
    private let openSpans = Atomic<Int>(0)

    private struct State {
        /// In the order the steps ended: a step ends after the steps it runs, which started after it.
        var steps: [RecordedStep] = []
        /// The host and path of each upstream call among the steps (``RecordedStep/upstream``).
        var upstreams: [String] = []
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

    init(id: String, start: UInt64, steps: [TraceStep] = [], isKept: Bool = true) {
        self.id = id
        self.isKept = isKept
        self.start = start
        var state = State()
        // A page's steps in one allocation, small enough for the allocator's per-thread cache (a larger one
        // makes glibc's allocator consolidate its free lists first).
        state.steps.reserveCapacity(max(8, steps.count))
        for step in steps {
            state.steps.append(RecordedStep(step, upstreams: &state.upstreams))
            state.bytes += step.bytes
        }
        self.state = Mutex(state)
    }

    deinit {
        state.withLock { state in
            for step in state.steps where !step.name._withUnsafeGuaranteedRef(\.isPermanent) {
                step.name.release()
            }
        }
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
        record(
            id: id, parentID: parentID, name: .passUnretained(name), started: started, ended: ended, cache: cache,
            upstream: upstream, failed: failed)
    }

    /// Keeps a finished step of `name`, which the caller keeps alive until this returns; the recorder holds it from
    /// then on unless it is permanent (``TraceStepName/isPermanent``).
    func record(
        id: Int, parentID: Int?, name: Unmanaged<TraceStepName>, started: UInt64, ended: UInt64, cache: TraceCache?,
        upstream: String?, failed: Bool
    ) {
        let (kind, cacheBySource, isPermanent, nameBytes) = name._withUnsafeGuaranteedRef {
            ($0.kind, $0.cacheBySource, $0.isPermanent, $0.bytes)
        }
        let bytes = nameBytes + (upstream?.utf8.count ?? 0)
        let startNanoseconds = Int64(started &- min(started, start))
        let durationNanoseconds = Int64(ended &- min(ended, started))
        let keeper: (store: TraceStore?, slot: Int, number: UInt64)? = state.withLock { state in
            let calledSource = state.sourceCalledInside.contains(id)
            if let parentID, calledSource || kind == .dataSource || kind == .upstream {
                state.sourceCalledInside.insert(parentID)
            }
            guard state.steps.count < Self.maximumSteps else { return nil }
            var upstreamIndex: Int32 = -1
            if let upstream {
                upstreamIndex = Int32(state.upstreams.count)
                state.upstreams.append(upstream)
            }
            state.steps.append(
                RecordedStep(
                    id: Int32(truncatingIfNeeded: id), parentID: Int32(truncatingIfNeeded: parentID ?? 0),
                    name: isPermanent ? name : name.retain(), startNanoseconds: startNanoseconds,
                    durationNanoseconds: durationNanoseconds,
                    cache: cacheBySource ? (calledSource ? .miss : .hit) : cache, failed: failed,
                    upstream: upstreamIndex))
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
        let steps = state.withLock { state in state.steps.map { $0.step(upstreams: state.upstreams) } }
        return RequestTrace(id: id, method: method, path: path, steps: steps.sorted { $0.id < $1.id })
    }

    /// The `Server-Timing` header's value for the steps recorded so far (``RequestTrace/serverTiming``), and the
    /// bytes the trace keeps in memory (``RequestTrace/bytes``).
    func serverTiming(path: String) -> (header: String, bytes: Int) {
        state.withLock { state in
            (
                RecordedStep.serverTiming(of: state.steps, upstreams: state.upstreams),
                128 + id.utf8.count + path.utf8.count + state.bytes
            )
        }
    }
}

/// A finished step as its recorder keeps it: plain values, which are copied without counting references, as a
/// page records a dozen steps. The recorder holds its name unless the name is permanent (released when the recorder
/// goes), and keeps an upstream call's host and path beside the steps.
struct RecordedStep {
    var id: Int32
    /// The step it ran inside, 0 for none.
    var parentID: Int32
    var name: Unmanaged<TraceStepName>
    var startNanoseconds: Int64
    var durationNanoseconds: Int64
    var cache: TraceCache?
    var failed: Bool
    /// Its upstream call's index among the recorder's upstreams, -1 for none.
    var upstream: Int32

    /// The step as a trace shows it.
    func step(upstreams: [String]) -> TraceStep {
        TraceStep(
            id: Int(id), parentID: parentID == 0 ? nil : Int(parentID), name: name.takeUnretainedValue(),
            startNanoseconds: startNanoseconds, durationNanoseconds: durationNanoseconds, cache: cache,
            upstream: upstream < 0 ? nil : upstreams[Int(upstream)], failed: failed)
    }

    /// The `Server-Timing` value of `steps` (``RequestTrace/serverTiming``), written in the order the steps started
    /// whatever their order here.
    // Every page sends one: it is written straight into the string's storage, sized for its longest; an entry is
    // the start its step's name made once, then its duration digit by digit. The steps are read in place.
    static func serverTiming(of steps: [RecordedStep], upstreams: [String]) -> String {
        steps.withUnsafeBufferPointer { steps in
            var capacity = 0
            for index in steps.indices {
                capacity += 64 + steps[index].name._withUnsafeGuaranteedRef { $0.headerEntry.count }
            }
            for upstream in upstreams {
                // Escaping at most doubles an upstream.
                capacity += 2 * upstream.utf8.count
            }
            guard capacity > 0 else { return "" }
            return String(unsafeUninitializedCapacity: capacity) { buffer in
                var header = HeaderWriter(buffer.baseAddress!)
                steps.forEachInStartOrder { index in
                    let step = steps[index]
                    if header.count > 0 { header.write(", ") }
                    step.name._withUnsafeGuaranteedRef { header.write($0.headerEntry) }
                    if step.upstream >= 0 {
                        header.write(UInt8(ascii: " "))
                        header.writeQuoted(upstreams[Int(step.upstream)])
                    }
                    switch step.cache {
                    case .hit?: header.write(" (cache hit)")
                    case .miss?: header.write(" (cache miss)")
                    case nil: break
                    }
                    header.write("\";dur=")
                    header.writeMilliseconds(nanoseconds: step.durationNanoseconds)
                }
                return header.count
            }
        }
    }
}

// An extension's initializer, so the struct keeps its memberwise one.
extension RecordedStep {
    /// `step`, its upstream appended to `upstreams`.
    init(_ step: TraceStep, upstreams: inout [String]) {
        var upstream: Int32 = -1
        if let text = step.upstream {
            upstream = Int32(upstreams.count)
            upstreams.append(text)
        }
        self.init(
            id: Int32(truncatingIfNeeded: step.id), parentID: Int32(truncatingIfNeeded: step.parentID ?? 0),
            name: step.name.isPermanent ? .passUnretained(step.name) : .passRetained(step.name),
            startNanoseconds: step.startNanoseconds,
            durationNanoseconds: step.durationNanoseconds, cache: step.cache, failed: step.failed, upstream: upstream)
    }
}

extension UnsafeBufferPointer<RecordedStep> {
    /// Calls `body` with the index of each step in the order the steps started (by id), without sorting a copy:
    /// a recorder keeps its steps in the order they ended.
    func forEachInStartOrder(_ body: (Int) -> Void) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
            for position in indices {
                var slot = position
                while slot > 0, self[order[slot - 1]].id > self[position].id {
                    order[slot] = order[slot - 1]
                    slot -= 1
                }
                order[slot] = position
            }
            for position in order {
                body(position)
            }
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
