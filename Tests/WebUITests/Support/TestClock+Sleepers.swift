import Clocks

extension TestClock<Duration> {
    /// Returns once something sleeps on the clock. The code under test starts its sleeps in tasks of its own,
    /// so advancing before a sleep began would not wake it; this waits for it by yielding (no real time
    /// passes), for at most `yields` rounds.
    func untilSomethingSleeps(yields: Int = 1_000) async {
        for _ in 0..<yields {
            // `checkSuspension()` throws when a sleep is waiting.
            guard (try? await checkSuspension()) != nil else { return }
        }
    }
}

extension TestClock<Duration> {
    /// Runs `operation` while time passes on the clock, `step` whenever something sleeps on it, and returns
    /// what it returns: for a request whose answer waits for a timeout on this clock, when the test cannot tell
    /// which sleep is the one it waits for (the session sweep sleeps on the same clock).
    func advancing<T: Sendable>(
        by step: Duration, during operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                while !Task.isCancelled {
                    await self.untilSomethingSleeps()
                    await self.advance(by: step)
                }
                return nil
            }
            defer { group.cancelAll() }
            while let result = try await group.next() {
                if let result { return result }
            }
            throw CancellationError()
        }
    }
}
