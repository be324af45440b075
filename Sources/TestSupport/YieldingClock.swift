/// A clock whose waits end at once, after letting other tasks run: a poll waiting on it looks again as soon
/// as it can, so a test awaits what the poll finds, never the wall clock.
public struct YieldingClock: Clock {
    public typealias Duration = Swift.Duration

    public init() {}

    public var now: ContinuousClock.Instant { .now }

    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        await Task.yield()
    }
}
