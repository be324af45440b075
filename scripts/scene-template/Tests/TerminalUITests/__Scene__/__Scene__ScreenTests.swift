import PresentationLayer
import TestSupport
import Testing

@testable import TerminalUI

/// The __Title__ scene in the terminal, on its view model over a scripted use case: the rows once loaded, a failure
/// worded with Retry, and `r` loading again.
@MainActor
struct __Scene__ScreenTests {
    @Test func itShowsTheItemsOnceLoaded() async {
        let viewModel = __Scene__ListViewModel(fetchList: Fake__Entity__s([.success(__Entity__Fixtures.items)]))
        let screen = __Scene__Screen(viewModel: viewModel, strings: .en)
        await viewModel.settled()
        #expect(
            screen.drawnLines().prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == [
                "Alpha", "Bravo", "Charlie",
            ])
    }

    @Test func aFailureIsWordedWithRetryAndRLoadsAgain() async {
        let viewModel = __Scene__ListViewModel(
            fetchList: Fake__Entity__s([.failure(.offline), .success(__Entity__Fixtures.items)]))
        let screen = __Scene__Screen(viewModel: viewModel, strings: .en)
        await viewModel.settled()
        #expect(screen.drawnLines().contains { $0.contains("Retry (r)") })
        #expect(screen.handle(.character("r")).isHandled)
        await viewModel.settled()
        #expect(screen.drawnLines().first?.trimmingCharacters(in: .whitespaces) == "Alpha")
    }
}
