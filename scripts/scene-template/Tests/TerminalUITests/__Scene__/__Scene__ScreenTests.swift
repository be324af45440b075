import PresentationLayer
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUI

/// The __Title__ scene in the terminal, on its view model over a scripted use case: the rows and their count once
/// loaded, in English and Korean, the empty list, a failure worded with Retry, and `r` loading again.
@MainActor
struct __Scene__ScreenTests {
    @Test func itShowsTheItemsAndHowManyOnceLoaded() async {
        let viewModel = __Scene__ListViewModel(fetchList: Fake__Entity__s([.success(__Entity__Fixtures.items)]))
        let screen = __Scene__Screen(viewModel: viewModel, strings: .en)
        await viewModel.settled()
        let lines = screen.drawnLines().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.prefix(3) == ["Alpha", "Bravo", "Charlie"])
        #expect(lines.last == "3 items")
        #expect(screen.title == "__Title__")
    }

    @Test func itsWordsAreKoreanInKorean() async {
        let viewModel = __Scene__ListViewModel(fetchList: Fake__Entity__s([.success(__Entity__Fixtures.items)]))
        let screen = __Scene__Screen(viewModel: viewModel, strings: Strings(.ko))
        await viewModel.settled()
        #expect(screen.drawnLines().last?.trimmingCharacters(in: .whitespaces) == "항목 3개")
        #expect(__Scene__TerminalText.catalogue.problems(for: __Scene__TerminalText.self) == [])
        #expect(__Scene__Words.catalogue.problems(for: __Scene__Words.self) == [])
    }

    @Test func anEmptyListSaysSo() async {
        let viewModel = __Scene__ListViewModel(fetchList: Fake__Entity__s([.success([])]))
        let screen = __Scene__Screen(viewModel: viewModel, strings: .en)
        await viewModel.settled()
        #expect(screen.drawnLines().first?.trimmingCharacters(in: .whitespaces) == "No __Title__ items yet.")
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
