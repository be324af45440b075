import Synchronization

/// Holds callers in `wait()` until `open()`; afterwards `wait()` returns at once. Lets a test keep a fake's
/// answer pending, look at the loading state, then let it through; it counts the callers it holds.
public final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
        var inFlight = 0
        var mostInFlight = 0
    }

    private let state = Mutex(State())

    public init() {}

    /// How many callers the gate holds now.
    public var held: Int {
        state.withLock { $0.waiters.count }
    }

    /// The most callers that were in `wait()` at once: held, or let through at once once open.
    public var mostInFlight: Int {
        state.withLock { $0.mostInFlight }
    }

    public func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                state.inFlight += 1
                state.mostInFlight = max(state.mostInFlight, state.inFlight)
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
        state.withLock { $0.inFlight -= 1 }
    }

    public func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
