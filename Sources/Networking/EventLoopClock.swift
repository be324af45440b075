import NIOCore
import NIOPosix
import Synchronization

/// The continuous clock's time, with sleeps timed by a SwiftNIO event loop, for the upstream calls' timeouts.
///
/// A call's timeout is a sleep that is cancelled when the answer comes first, which is nearly always. A cancelled
/// sleep of `ContinuousClock` ends at once, but its timer stays armed and wakes the process at the deadline all the
/// same: a list that loaded many pages woke the idle app once for each of them. An event loop's timer is taken off
/// the loop when its sleep is cancelled.
public struct EventLoopClock: Clock {
    public typealias Duration = Swift.Duration
    public typealias Instant = ContinuousClock.Instant

    private let eventLoop: any EventLoop

    /// - Parameter eventLoop: the loop that times the sleeps; by default one of the process's shared group.
    public init(eventLoop: any EventLoop = MultiThreadedEventLoopGroup.singleton.any()) {
        self.eventLoop = eventLoop
    }

    public var now: Instant { .now }

    public var minimumResolution: Duration { ContinuousClock().minimumResolution }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        let timer = Mutex<Scheduled<Void>?>(nil)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let scheduled = eventLoop.scheduleTask(in: Self.timeAmount(Instant.now.duration(to: deadline))) {}
                scheduled.futureResult.whenComplete { result in
                    continuation.resume(with: result.mapError { _ in CancellationError() })
                }
                timer.withLock { $0 = scheduled }
                // Cancelled before the timer was armed: the handler found none to cancel.
                if Task.isCancelled {
                    scheduled.cancel()
                }
            }
        } onCancel: {
            timer.withLock { $0 }?.cancel()
        }
    }

    /// `duration` in the event loop's terms, none when it is negative and at most about 292 years.
    static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0 else { return .zero }
        let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return .nanoseconds(.max) }
        let (total, overflowAgain) = nanoseconds.addingReportingOverflow(attoseconds / 1_000_000_000)
        return .nanoseconds(overflowAgain ? .max : max(0, total))
    }
}
