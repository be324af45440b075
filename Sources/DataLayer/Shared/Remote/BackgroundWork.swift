import Synchronization

/// Work a repository starts without waiting for it (a cached answer's revalidation), kept so it can be awaited:
/// by tests, and by whatever must see its result.
public final class BackgroundWork: Sendable {
    private let running = Mutex<[Int: Task<Void, Never>]>([:])
    private let nextID = Atomic(0)

    public init() {}

    /// Starts `work` now, without waiting for it.
    public func start(_ work: @escaping @Sendable () async -> Void) {
        let id = nextID.add(1, ordering: .relaxed).newValue
        running.withLock { running in
            running[id] = Task {
                await work()
                _ = self.running.withLock { $0.removeValue(forKey: id) }
            }
        }
    }

    /// Waits until the work started so far, and any it started in turn, has ended.
    public func finished() async {
        // A task removes itself as it ends, after it was recorded (it takes the same lock).
        while let task = running.withLock({ $0.values.first }) {
            await task.value
        }
    }
}
