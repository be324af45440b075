import Synchronization

/// How long a page waits for its view model before its first paint: with results when they come in time,
/// else what the screen has then (cached rows, or the loading state), which the live updates complete with
/// JavaScript and a reload of the same window completes without.
public struct SettlePolicy: Sendable {
    /// How long a page waits at most.
    public let timeout: Duration
    /// The clock the timeout runs on.
    public let clock: any Clock<Duration>
    private let timeouts: Timeouts

    /// The wait of a page by default: 150 ms, so a page answers within about 200 ms.
    public static let defaultTimeout = Duration.milliseconds(150)

    /// Creates a policy. A server makes one, on its configuration's clock, and hands it to every page through
    /// its request context.
    public init(timeout: Duration = Self.defaultTimeout, clock: any Clock<Duration> = ContinuousClock()) {
        self.timeout = timeout
        self.clock = clock
        timeouts = Timeouts(timeout: timeout, clock: clock)
    }

    /// Returns once `settled` returns or the timeout passed, whichever comes first: `true` when it settled.
    /// `settled` is what a page waits for (a view model's work, not its state); `isSettled` tells it has
    /// nothing to wait for, so no task is made.
    @MainActor
    @discardableResult
    public func wait(isSettled: Bool, until settled: @escaping @Sendable () async -> Void) async -> Bool {
        guard timeout > .zero else { return false }
        // A view model that settled as it opened (its results were at hand) needs no tasks to wait for it.
        if isSettled { return true }
        return await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await settled()
                return true
            }
            group.addTask { [timeouts] in
                await timeouts.wait()
                return false
            }
            let settled = await group.next() ?? false
            group.cancelAll()
            return settled
        }
    }
}

/// The timeouts of one policy's waits, kept by one timer that ticks three times per timeout while any wait
/// runs: a wait ends on its third tick (after two thirds of the timeout to all of it), or at once when its
/// task is cancelled. A timer of its own for every page load cost a busy server many of its pages.
private final class Timeouts: Sendable {
    private enum Wait {
        /// Counted, not yet suspended.
        case starting
        /// Cancelled while starting: it ends as soon as it suspends.
        case cancelled
        /// Suspended until its ticks run out.
        case waiting(CheckedContinuation<Void, Never>, ticksLeft: Int)
    }

    private struct State {
        var waits: [Int: Wait] = [:]
        var nextID = 0
        var isTicking = false
    }

    private static let ticksPerTimeout = 3
    private let tick: Duration
    private let clock: any Clock<Duration>
    private let state = Mutex(State())

    init(timeout: Duration, clock: any Clock<Duration>) {
        tick = timeout / Self.ticksPerTimeout
        self.clock = clock
    }

    /// Returns once the timeout has passed, or at once when the task is cancelled.
    func wait() async {
        let id = state.withLock { state in
            state.nextID += 1
            state.waits[state.nextID] = .starting
            return state.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let startsTicking = state.withLock { state -> Bool? in
                    guard case .starting = state.waits[id] else {
                        state.waits[id] = nil
                        return nil
                    }
                    state.waits[id] = .waiting(continuation, ticksLeft: Self.ticksPerTimeout)
                    defer { state.isTicking = true }
                    return !state.isTicking
                }
                switch startsTicking {
                case nil: continuation.resume()
                case true?: Task { await ticking() }
                case false?: break
                }
            }
        } onCancel: {
            let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
                switch state.waits[id] {
                case .starting:
                    state.waits[id] = .cancelled
                    return nil
                case .waiting(let continuation, _):
                    state.waits[id] = nil
                    return continuation
                case .cancelled, nil:
                    return nil
                }
            }
            continuation?.resume()
        }
    }

    /// Ticks while any wait runs, ending the waits whose ticks ran out.
    private func ticking() async {
        while true {
            // A clock that cannot sleep (its task cancelled) ends every wait rather than spin.
            let slept = (try? await clock.sleep(for: tick)) != nil
            let (ended, isDone) = state.withLock { state in
                var ended: [CheckedContinuation<Void, Never>] = []
                for (id, wait) in state.waits {
                    guard case .waiting(let continuation, let ticksLeft) = wait else { continue }
                    if ticksLeft <= 1 || !slept {
                        ended.append(continuation)
                        state.waits[id] = nil
                    } else {
                        state.waits[id] = .waiting(continuation, ticksLeft: ticksLeft - 1)
                    }
                }
                state.isTicking = !state.waits.isEmpty
                return (ended, !state.isTicking)
            }
            ended.forEach { $0.resume() }
            if isDone { return }
        }
    }
}
