import PresentationLayer

/// How long a page waits for its view model before its first paint: with results when they come in time,
/// else what the screen has then (cached rows, or the loading state), which the live updates complete with
/// JavaScript and a reload of the same window completes without.
public struct SettlePolicy: Sendable {
    /// How long a page waits (default 150 ms, so a page answers within about 200 ms).
    public var timeout: Duration
    /// The clock the timeout runs on.
    public var clock: any Clock<Duration>

    /// Creates a policy.
    public init(timeout: Duration = .milliseconds(150), clock: any Clock<Duration> = ContinuousClock()) {
        self.timeout = timeout
        self.clock = clock
    }

    /// Returns once `viewModel` settled or the timeout passed, whichever comes first: `true` when it settled.
    /// Works alike for `@Observable` and `ObservableObject` view models: it waits for their work, not for
    /// their state.
    @MainActor
    @discardableResult
    func wait(for viewModel: some Settleable) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await viewModel.settled()
                return true
            }
            group.addTask { [clock, timeout] in
                try? await clock.sleep(for: timeout)
                return false
            }
            let settled = await group.next() ?? false
            group.cancelAll()
            return settled
        }
    }
}
