import Synchronization
import Tracing

/// Collects the finished steps of one request, reached through the request's `ServiceContext` (a task local, so
/// every task the request starts carries it).
final class TraceRecorder: Sendable {
    /// A trace keeps at most this many steps: a page that fans out stays a bounded trace.
    static let maximumSteps = 200

    let id: String
    private let start: UInt64
    private let state = Mutex(State())

    private struct State {
        var nextID = 1
        var steps: [TraceStep] = []
        /// Told of each step recorded once the trace is kept, with its bytes.
        var onLateStep: (@Sendable (_ id: String, _ bytes: Int) -> Void)?
    }

    init(id: String, start: UInt64, steps: [TraceStep] = []) {
        self.id = id
        self.start = start
        state.withLock { $0.steps = steps }
    }

    /// Calls `action` for every step recorded from now on.
    func onLateStep(_ action: @escaping @Sendable (_ id: String, _ bytes: Int) -> Void) {
        state.withLock { $0.onLateStep = action }
    }

    func nextID() -> Int {
        state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
    }

    /// Keeps a finished step; a step whose cache is told by its source calls is a miss when a data source or an
    /// upstream call ran inside it, else a hit.
    func record(
        id: Int, parentID: Int?, kind: TraceStepKind, type: String, operation: String, started: UInt64,
        ended: UInt64, cache: TraceCache?, missIfSourceCalled: Bool, upstream: String?, failed: Bool
    ) {
        let late: (@Sendable (String, Int) -> Void, Int)? = state.withLock { state in
            guard state.steps.count < Self.maximumSteps else { return nil }
            var cache = cache
            if missIfSourceCalled {
                cache = Self.hasSourceCall(inside: id, in: state.steps) ? .miss : .hit
            }
            let step = TraceStep(
                id: id, parentID: parentID, kind: kind, type: type, operation: operation,
                start: .nanoseconds(Int64(started &- min(started, start))),
                duration: .nanoseconds(Int64(ended &- min(ended, started))), cache: cache, upstream: upstream,
                failed: failed)
            state.steps.append(step)
            return state.onLateStep.map { ($0, step.bytes) }
        }
        // Told outside the lock: the store takes its own.
        if let (action, bytes) = late {
            action(self.id, bytes)
        }
    }

    /// The trace as it is now, its steps in the order they started.
    func trace(method: String, path: String) -> RequestTrace {
        let steps = state.withLock { $0.steps }.sorted { ($0.start, $0.id) < ($1.start, $1.id) }
        return RequestTrace(id: id, method: method, path: path, steps: steps)
    }

    private static func hasSourceCall(inside ancestor: Int, in steps: [TraceStep]) -> Bool {
        let parents = Dictionary(steps.map { ($0.id, $0.parentID) }, uniquingKeysWith: { first, _ in first })
        return steps.contains { step in
            guard step.kind == .dataSource || step.kind == .upstream else { return false }
            var parent = step.parentID
            while let id = parent {
                if id == ancestor { return true }
                parent = parents[id] ?? nil
            }
            return false
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
