/// Tests waiting, each until its condition holds. The part under test calls ``look()`` whenever what the
/// conditions read may have changed (a frame written, a loop ended); a wait also ends when its test is cancelled
/// (its time limit), so a wait that never ends fails that test instead of hanging the run.
@MainActor
public final class ConditionWaiters {
    private var waiters: [(id: Int, condition: () -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
    private var lastID = 0

    public init() {}

    /// Returns once `condition` holds, looking again at each ``look()``, or once the test is cancelled.
    public func until(_ condition: @escaping () -> Bool) async {
        if condition() { return }
        lastID += 1
        let id = lastID
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    waiters.append((id, condition, continuation))
                }
            }
        } onCancel: {
            Task { @MainActor in self.stopWaiting(id) }
        }
    }

    /// Ends the waits whose condition now holds.
    public func look() {
        let ready = waiters.filter { $0.condition() }
        waiters.removeAll { $0.condition() }
        for waiter in ready { waiter.continuation.resume() }
    }

    private func stopWaiting(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume()
    }
}
