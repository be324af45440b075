import PresentationLayer
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUI

/// The Bookshelf scene in the terminal, on its view model over a scripted use case: the rows and their count once
/// loaded, in English and Korean, the empty list, a failure worded with Retry, and `r` loading again.
@MainActor
struct BookshelfScreenTests {
    @Test func itShowsTheItemsAndHowManyOnceLoaded() async {
        let viewModel = BookshelfListViewModel(fetchList: FakeBooks([.success(BookFixtures.items)]))
        let screen = BookshelfScreen(viewModel: viewModel, strings: .en)
        await viewModel.settled()
        let lines = screen.drawnLines().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.prefix(3) == ["Alpha", "Bravo", "Charlie"])
        #expect(lines.last == "3 items")
        #expect(screen.title == "Bookshelf")
    }

    @Test func itsWordsAreKoreanInKorean() async {
        let viewModel = BookshelfListViewModel(fetchList: FakeBooks([.success(BookFixtures.items)]))
        let screen = BookshelfScreen(viewModel: viewModel, strings: Strings(.ko))
        await viewModel.settled()
        #expect(screen.drawnLines().last?.trimmingCharacters(in: .whitespaces) == "항목 3개")
        #expect(BookshelfTerminalText.catalogue.problems(for: BookshelfTerminalText.self) == [])
        #expect(BookshelfWords.catalogue.problems(for: BookshelfWords.self) == [])
    }

    @Test func anEmptyListSaysSo() async {
        let viewModel = BookshelfListViewModel(fetchList: FakeBooks([.success([])]))
        let screen = BookshelfScreen(viewModel: viewModel, strings: .en)
        await viewModel.settled()
        #expect(screen.drawnLines().first?.trimmingCharacters(in: .whitespaces) == "No Bookshelf items yet.")
    }

    @Test func aFailureIsWordedWithRetryAndRLoadsAgain() async {
        let viewModel = BookshelfListViewModel(
            fetchList: FakeBooks([.failure(.offline), .success(BookFixtures.items)]))
        let screen = BookshelfScreen(viewModel: viewModel, strings: .en)
        await viewModel.settled()
        #expect(screen.drawnLines().contains { $0.contains("Retry (r)") })
        #expect(screen.handle(.character("r")).isHandled)
        await viewModel.settled()
        #expect(screen.drawnLines().first?.trimmingCharacters(in: .whitespaces) == "Alpha")
    }
}
