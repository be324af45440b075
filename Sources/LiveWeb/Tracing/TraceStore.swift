import Synchronization

/// The last traces of a server, in memory, within a count and a byte budget: the oldest go first. A kept trace
/// goes on gathering the steps that end after its response was sent (a search still loading when its page was
/// shown), and the store counts them against its budget as they come.
public final class TraceStore: Sendable {
    /// At most this many traces.
    public let maximumCount: Int
    /// At most this many bytes of traces (``RequestTrace/bytes``).
    public let maximumBytes: Int
    private let state: Mutex<State>

    private struct Entry {
        var recorder: TraceRecorder
        var method: String
        var path: String
        var bytes: Int
        /// Which trace kept it was, so that a step ending late finds its own trace, not one kept in its place.
        var number: UInt64
    }

    /// The traces in a ring of at most `maximumCount` slots, filled as traces come: `count` of them from
    /// `oldest` on, wrapping. A trace is kept and dropped without hashing or moving the others; one is looked for
    /// by id only when its page is asked for.
    private struct State {
        let capacity: Int
        var slots: [Entry?] = []
        var oldest = 0
        var count = 0
        var bytes = 0
        /// How many traces were ever kept.
        var kept: UInt64 = 0

        mutating func dropOldest() {
            bytes -= slots[oldest]?.bytes ?? 0
            slots[oldest] = nil
            oldest = (oldest + 1) % capacity
            count -= 1
        }

        mutating func trim(maximumBytes: Int) {
            while bytes > maximumBytes, count > 0 {
                dropOldest()
            }
        }
    }

    /// Creates an empty store: by default the last 200 traces in at most 1 MiB.
    public init(maximumCount: Int = 200, maximumBytes: Int = 1 << 20) {
        self.maximumCount = max(1, maximumCount)
        self.maximumBytes = max(1, maximumBytes)
        state = Mutex(State(capacity: self.maximumCount))
    }

    /// Keeps the trace `recorder` gathers, dropping the oldest until the store is within its bounds; a trace
    /// larger than the whole budget is not kept.
    /// - Parameter bytes: the trace's bytes now (``RequestTrace/bytes``).
    func keep(_ recorder: TraceRecorder, method: String, path: String, bytes size: Int) {
        guard size <= maximumBytes else { return }
        let (slot, number) = state.withLock { state in
            if state.count == maximumCount { state.dropOldest() }
            let slot = (state.oldest + state.count) % maximumCount
            state.kept += 1
            let entry = Entry(recorder: recorder, method: method, path: path, bytes: size, number: state.kept)
            if slot == state.slots.count {
                state.slots.append(entry)
            } else {
                state.slots[slot] = entry
            }
            state.count += 1
            state.bytes += size
            state.trim(maximumBytes: maximumBytes)
            return (slot, state.kept)
        }
        recorder.kept(by: self, slot: slot, number: number)
    }

    /// Keeps a finished trace (one no step is added to later).
    public func keep(_ trace: RequestTrace) {
        let recorder = TraceRecorder(id: trace.id, start: 0, steps: trace.steps)
        keep(recorder, method: trace.method, path: trace.path, bytes: trace.bytes)
    }

    /// The trace with this id as it is now, if it is still kept.
    public func trace(id: String) -> RequestTrace? {
        let entry = state.withLock { state in state.slots.lazy.compactMap { $0 }.first { $0.recorder.id == id } }
        guard let entry else { return nil }
        return entry.recorder.trace(method: entry.method, path: entry.path)
    }

    /// How many traces are kept, and their bytes.
    public var usage: (count: Int, bytes: Int) {
        state.withLock { ($0.count, $0.bytes) }
    }

    /// Counts a step that ended after its trace was kept; a trace that outgrows the budget goes.
    func grow(slot: Int, number: UInt64, by added: Int) {
        state.withLock { state in
            guard var entry = state.slots[slot], entry.number == number else { return }
            entry.bytes += added
            state.slots[slot] = entry
            state.bytes += added
            state.trim(maximumBytes: maximumBytes)
        }
    }
}
