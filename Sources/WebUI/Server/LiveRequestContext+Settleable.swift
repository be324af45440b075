import Hummingbird
import LiveWeb
import PresentationLayer

/// A PresentationLayer view model as LiveWeb's page waits for it: LiveWeb knows no inner ring, so its
/// `PageSettling` is met here for every `Settleable`.
struct SettleableModel<ViewModel: Settleable>: PageSettling {
    let viewModel: ViewModel
    /// The error messages the view model's load made.
    let failures: FailureTally

    static var tracedType: Any.Type { ViewModel.self }

    @MainActor var isSettled: Bool { viewModel.isSettled }

    @MainActor var mayShowFailure: Bool { failures.value > 0 }

    func settled() async {
        await viewModel.settled()
    }
}

extension LiveRequestContext {
    /// LiveWeb's `windowPage(for:open:show:)` for a scene's view model (or VIP view): `open` gets it from the
    /// window, the page waits for it to settle, and `show` says what the page shows.
    public func windowPage<ViewModel: Settleable>(
        for request: Request,
        open: @escaping @MainActor @Sendable (_ window: Window, _ isNew: Bool) -> ViewModel,
        show: @escaping @MainActor @Sendable (Window, ViewModel) throws -> WindowPage
    ) async throws -> Response {
        try await windowPage(for: request) { window, isNew in
            // The loads `open` starts carry the tally, so a page whose load showed a failure is not kept.
            let failures = FailureTally()
            let viewModel = FailureTally.$current.withValue(failures) { open(window, isNew) }
            return SettleableModel(viewModel: viewModel, failures: failures)
        } show: { window, model in
            try show(window, model.viewModel)
        }
    }
}
