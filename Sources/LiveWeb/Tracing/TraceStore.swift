import Synchronization

/// The last traces of a server, in memory, within a count and a byte budget: the oldest go first. A kept trace
/// goes on gathering the steps that end after its response was sent (a search still loading when its page was
/// shown), and the store counts them against its budget as they come.
public final class TraceStore: Sendable {
    /// At most this many traces.
    public let maximumCount: Int
    /// At most this many bytes of traces (``RequestTrace/bytes``).
    public let maximumBytes: Int
    private let state = Mutex(State())

    private struct Entry {
        var recorder: TraceRecorder
        var method: String
        var path: String
        var bytes: Int
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// Ids, oldest first, from `first` on: the ones before it are gone, and are removed in one move now and
        /// then rather than one by one.
        var order: [String] = []
        var first = 0
        var bytes = 0

        var count: Int { order.count - first }
    }

    /// Creates an empty store: by default the last 200 traces in at most 1 MiB.
    public init(maximumCount: Int = 200, maximumBytes: Int = 1 << 20) {
        self.maximumCount = max(1, maximumCount)
        self.maximumBytes = max(1, maximumBytes)
    }

    /// Keeps the trace `recorder` gathers, dropping the oldest until the store is within its bounds; a trace
    /// larger than the whole budget is not kept.
    /// - Parameter bytes: the trace's bytes now (``RequestTrace/bytes``).
    func keep(_ recorder: TraceRecorder, method: String, path: String, bytes size: Int) {
        guard size <= maximumBytes else { return }
        state.withLock { state in
            state.entries[recorder.id] = Entry(recorder: recorder, method: method, path: path, bytes: size)
            state.order.append(recorder.id)
            state.bytes += size
            Self.trim(&state, maximumCount: maximumCount, maximumBytes: maximumBytes)
        }
        recorder.onLateStep { [weak self] id, added in self?.grow(id, by: added) }
    }

    /// Keeps a finished trace (one no step is added to later).
    public func keep(_ trace: RequestTrace) {
        let recorder = TraceRecorder(id: trace.id, start: 0, steps: trace.steps)
        keep(recorder, method: trace.method, path: trace.path, bytes: trace.bytes)
    }

    /// The trace with this id as it is now, if it is still kept.
    public func trace(id: String) -> RequestTrace? {
        guard let entry = state.withLock({ $0.entries[id] }) else { return nil }
        return entry.recorder.trace(method: entry.method, path: entry.path)
    }

    /// How many traces are kept, and their bytes.
    public var usage: (count: Int, bytes: Int) {
        state.withLock { ($0.count, $0.bytes) }
    }

    /// Counts a step that ended after its trace was kept; a trace that outgrows the budget goes.
    private func grow(_ id: String, by added: Int) {
        state.withLock { state in
            guard state.entries[id] != nil else { return }
            state.entries[id]?.bytes += added
            state.bytes += added
            Self.trim(&state, maximumCount: maximumCount, maximumBytes: maximumBytes)
        }
    }

    private static func trim(_ state: inout State, maximumCount: Int, maximumBytes: Int) {
        while state.count > maximumCount || state.bytes > maximumBytes, state.count > 0 {
            let oldest = state.order[state.first]
            state.first += 1
            state.bytes -= state.entries.removeValue(forKey: oldest)?.bytes ?? 0
        }
        if state.first > 64, state.first * 2 > state.order.count {
            state.order.removeFirst(state.first)
            state.first = 0
        }
    }
}
