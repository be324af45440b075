import PresentationLayer
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUI

/// The __Title__ scene in the terminal, its VIP scene wired by the configurator over a scripted use case: the rows
/// and their count once loaded, in English and Korean, the empty list, a failure worded with Retry, `r` loading
/// again, and Enter selecting a row through the interactor and routing to it through the router.
@MainActor
struct __Scene__ScreenTests {
    func makeScreen(_ fake: Fake__Entity__s, strings: Strings = .en) -> __Scene__Screen {
        __Scene__Screen(worker: __Scene__Worker(fetchList: fake), strings: strings)
    }

    @Test func itShowsTheItemsAndHowManyOnceLoaded() async {
        let screen = makeScreen(Fake__Entity__s([.success(__Entity__Fixtures.items)]))
        await screen.settled()
        let lines = screen.drawnLines().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.prefix(3) == ["Alpha", "Bravo", "Charlie"])
        #expect(lines.last == "3 items")
        #expect(screen.title == "__Title__")
    }

    @Test func itsWordsAreKoreanInKorean() async {
        let screen = makeScreen(Fake__Entity__s([.success(__Entity__Fixtures.items)]), strings: Strings(.ko))
        await screen.settled()
        #expect(screen.drawnLines().last?.trimmingCharacters(in: .whitespaces) == "항목 3개")
        #expect(__Scene__TerminalText.catalogue.problems(for: __Scene__TerminalText.self) == [])
        #expect(__Scene__Words.catalogue.problems(for: __Scene__Words.self) == [])
    }

    @Test func anEmptyListSaysSo() async {
        let screen = makeScreen(Fake__Entity__s([.success([])]))
        await screen.settled()
        #expect(screen.drawnLines().first?.trimmingCharacters(in: .whitespaces) == "No __Title__ items yet.")
    }

    @Test func aFailureIsWordedWithRetryAndRLoadsAgain() async {
        let screen = makeScreen(Fake__Entity__s([.failure(.offline), .success(__Entity__Fixtures.items)]))
        await screen.settled()
        #expect(screen.drawnLines().contains { $0.contains("Retry (r)") })
        #expect(screen.handle(.character("r")).isHandled)
        await screen.settled()
        #expect(screen.drawnLines().first?.trimmingCharacters(in: .whitespaces) == "Alpha")
    }

    @Test func enterSelectsTheRowUnderTheCursorAndRoutesToIt() async {
        let screen = makeScreen(Fake__Entity__s([.success(__Entity__Fixtures.items)]))
        await screen.settled()
        _ = screen.drawnLines()
        #expect(screen.handle(.down).isHandled)
        #expect(screen.handle(.enter).isHandled)
        let lines = screen.drawnLines().map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.prefix(3) == ["Alpha", "● Bravo", "Charlie"])
        #expect(screen.route == .list(selectedID: 2))
    }
}
