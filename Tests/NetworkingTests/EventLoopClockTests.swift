import Networking
import Testing

/// The clock of the upstream calls' timeouts: its sleeps end at their deadline, and a cancelled one ends at once,
/// its timer taken off the event loop.
@Suite(.timeLimit(.minutes(1))) struct EventLoopClockTests {
    @Test func aSleepEndsOnceItsDeadlineHasPassed() async throws {
        let clock = EventLoopClock()
        let deadline = clock.now.advanced(by: .milliseconds(20))
        try await clock.sleep(until: deadline, tolerance: nil)
        #expect(clock.now >= deadline)
    }

    @Test func aSleepWhoseDeadlineHasPassedEndsAtOnce() async throws {
        let clock = EventLoopClock()
        try await clock.sleep(until: clock.now.advanced(by: .seconds(-5)), tolerance: nil)
    }

    /// A sleep longer than the suite's time limit, cancelled: only the timer's cancellation ends it within the
    /// limit, with `CancellationError` (a timer left to run would fail the test at the limit and end it later).
    @Test func aCancelledSleepEndsAtOnce() async throws {
        let clock = EventLoopClock()
        let (started, starting) = AsyncStream.makeStream(of: Void.self)
        let sleeper = Task {
            starting.yield()
            try await clock.sleep(for: .seconds(90))
        }
        for await _ in started { break }
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }

    @Test func aSleepInACancelledTaskDoesNotStart() async throws {
        let clock = EventLoopClock()
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(3600))
        }
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }
}
