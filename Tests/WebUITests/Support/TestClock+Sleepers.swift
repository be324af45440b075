import Clocks

extension TestClock<Duration> {
    /// Returns once something sleeps on the clock. The code under test starts its sleeps in tasks of its own,
    /// so advancing before a sleep began would not wake it; this waits for it by yielding (no real time
    /// passes), for at most `yields` rounds.
    func untilSomethingSleeps(yields: Int = 1_000) async {
        for _ in 0..<yields {
            // NB: `checkSuspension()` throws when a sleep is waiting.
            guard (try? await checkSuspension()) != nil else { return }
        }
    }
}
