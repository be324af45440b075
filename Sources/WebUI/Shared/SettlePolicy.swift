import PresentationLayer

/// How long a page waits for its view model to settle before it renders: with results when they come in
/// time, else the loading state (which updates live with JavaScript and reloads itself without).
public struct SettlePolicy: Sendable {
    /// How long a page waits (default 5 seconds).
    public var timeout: Duration
    /// The clock the timeout runs on.
    public var clock: any Clock<Duration>

    /// Creates a policy.
    public init(timeout: Duration = .seconds(5), clock: any Clock<Duration> = ContinuousClock()) {
        self.timeout = timeout
        self.clock = clock
    }

    /// Returns once `viewModel` settled or the timeout passed, whichever comes first. Works alike for
    /// `@Observable` and `ObservableObject` view models: it waits for their work, not for their state.
    @MainActor
    func wait(for viewModel: some Settleable) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await viewModel.settled() }
            group.addTask { [clock, timeout] in try? await clock.sleep(for: timeout) }
            await group.next()
            group.cancelAll()
        }
    }
}
