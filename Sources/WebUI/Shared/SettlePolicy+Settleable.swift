import LiveWeb
import PresentationLayer

extension SettlePolicy {
    /// Returns once `viewModel` settled or the timeout passed, whichever comes first: `true` when it settled.
    /// Works alike for `@Observable` and `ObservableObject` view models: it waits for their work, not for
    /// their state.
    @MainActor
    @discardableResult
    func wait(for viewModel: some Settleable) async -> Bool {
        await wait(isSettled: viewModel.isSettled) { await viewModel.settled() }
    }
}
