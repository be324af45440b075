import DomainLayer
import PresentationLayer
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUI

/// The Pokémon screen over the real use cases, their repository in memory: 151 Pokémon, Pikachu (named in
/// English and Korean) the 25th.
@MainActor
@Suite struct PokemonScreenTests {
    let repository = FakePokemonRepository(
        pokemon: (1...151).map { $0 == 25 ? PokemonSamples.pikachu : PokemonSamples.details(id: $0) })

    func screen(
        fetchPage: (any FetchPokemonPageUseCase)? = nil, strings: Strings = .en
    ) -> (PokemonScreen, PokemonListViewModel) {
        let list = PokemonListViewModel(fetchPage: fetchPage ?? FetchPokemonPageInteractor(repository: repository))
        let repository = repository
        let screen = PokemonScreen(
            list: list,
            makeDetails: {
                PokemonDetailsViewModel(fetchDetails: FetchPokemonDetailsInteractor(repository: repository))
            },
            strings: strings)
        return (screen, list)
    }

    @Test func theFirstPageShowsItsRangeAndTenRows() async {
        let (screen, list) = screen()
        // The fake answers at once, so the first page is drawn as the screen is first shown.
        #expect(list.isSettled)
        let shown = screen.drawnLines()
        #expect(shown[0] == "1–10 of 151" + String(repeating: " ", count: 80 - 11 - 6) + "next →")
        #expect(shown[2] == "  #001  Pokemon 1")
        #expect(shown[11] == "  #010  Pokemon 10")
        #expect(shown[12] == "")
    }

    @Test func slashFiltersThePagesRowsByNameAndEnterOpensTheRowKept() async {
        let (screen, _) = screen()
        _ = screen.handle(.character("/"))
        // `n` goes to the filter while it has the keys, not to the next page.
        for character in "mon 1" { _ = screen.handle(.character(character)) }
        _ = screen.handle(.character("0"))
        _ = screen.handle(.enter)
        let shown = screen.drawnLines()
        #expect(shown[0].hasPrefix("1–10 of 151") && shown[2] == "  #010  Pokemon 10" && shown[3] == "")
        #expect(screen.position == "/mon 10 1/1")
        #expect(screen.handle(.enter).pushed is PokemonDetailsScreen)
    }

    @Test func aPageOfOnePokemonNamesItOnceNotAsARange() async {
        let (english, list) = screen()
        list.didOpenPage(offset: 150)
        await list.settled()
        let (korean, koreanList) = screen(strings: Strings(.ko))
        koreanList.didOpenPage(offset: 150)
        await koreanList.settled()
        #expect(english.drawnLines()[0] == "151 of 151" + String(repeating: " ", count: 80 - 10 - 10) + "← previous")
        #expect(english.drawnLines()[2] == "  #151  Pokemon 151")
        #expect(korean.drawnLines()[0].hasPrefix("151마리 중 151 "))
    }

    @Test func rightAndNOpenTheNextPageAndLeftAndPThePreviousThroughTheViewModel() async {
        let (screen, list) = screen()
        await list.settled()
        _ = screen.handle(.right)
        #expect(list.state.status == .loaded)
        #expect(screen.drawnLines()[0].hasPrefix("11–20 of 151"))
        _ = screen.handle(.character("n"))
        await list.settled()
        let shown = screen.drawnLines()
        #expect(shown[0].hasPrefix("21–30 of 151") && shown[0].hasSuffix("← previous   next →"))
        #expect(shown[2] == "  #021  Pokemon 21")
        _ = screen.handle(.character("p"))
        await list.settled()
        _ = screen.handle(.left)
        await list.settled()
        #expect(repository.requestedOffsets == [0, 10, 20, 10, 0])
        _ = screen.handle(.left)
        #expect(list.state.status == .loaded)
    }

    @Test func enterPushesTheSelectedPokemonsDetailsInTheTerminalsLanguage() async throws {
        let (screen, list) = screen(strings: Strings(.ko))
        await list.settled()
        _ = screen.handle(.character("n"))
        await list.settled()
        _ = screen.handle(.character("n"))
        await list.settled()
        for _ in 0..<4 { _ = screen.handle(.down) }
        var body = ScreenBuffer(width: 80, height: 20)
        screen.draw(in: &body)
        #expect(body.lines[6] == "  #025  피카츄")
        #expect(body[6, 8].character == "피" && body[6, 9].isContinuation && body[6, 0].style == .selected)
        let details = try #require(screen.handle(.enter).pushed, "Enter did not push the details")
        await waitUntilLoaded(details)
        #expect(details.title == "피카츄")
        let shown = details.drawnLines()
        #expect(
            Array(shown.prefix(5)) == [
                "피카츄 #025", "타입: 전기", "키: 0.4m   몸무게: 6.0kg", "", "기본 능력치",
            ])
        #expect(shown[5] == "HP          35   " + String(repeating: "█", count: 4) + String(repeating: "░", count: 26))
        #expect(shown[8] == "스피드      90   " + String(repeating: "█", count: 10) + String(repeating: "░", count: 20))
        #expect(Array(shown[10...12]) == ["특성", "정전기", "피뢰침 (숨겨진 특성)"])
    }

    @Test func leftAndRightOnTheDetailsOpenTheNeighboursByNumberWrappingAtTheEnds() async {
        let repository = repository
        let viewModel = PokemonDetailsViewModel(
            fetchDetails: FetchPokemonDetailsInteractor(repository: repository),
            fetchPage: FetchPokemonPageInteractor(repository: repository))
        let details = PokemonDetailsScreen(viewModel: viewModel, name: "1", strings: .en)
        viewModel.didOpen(name: "1")
        await viewModel.settled()
        #expect(details.drawnLines()[0] == "Pokemon 1 #001")
        #expect(details.keys.map(\.key) == ["↑↓ jk", "←→"])
        _ = details.handle(.right)
        await viewModel.settled()
        #expect(details.drawnLines()[0] == "Pokemon 2 #002")
        // The address follows the neighbour, by the number its link names.
        #expect(details.destination == .details(name: "2"))
        _ = details.handle(.character("p"))
        await viewModel.settled()
        _ = details.handle(.left)
        await viewModel.settled()
        #expect(details.drawnLines()[0] == "Pokemon 151 #151")
        #expect(details.destination == .details(name: "151"))
        _ = details.handle(.character("n"))
        await viewModel.settled()
        #expect(details.title == "Pokemon 1")
    }

    @Test func aFailedPageShowsTheMessageAndRetryAndRRetriesIt() async {
        let fetchPage = FakeFetchPokemonPageUseCase()
        fetchPage.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        fetchPage.answers.answer(10, with: .failure(DomainError.offline))
        let (screen, list) = screen(fetchPage: fetchPage)
        await list.settled()
        _ = screen.handle(.right)
        await list.settled()
        let shown = screen.drawnLines()
        #expect(Array(shown[1...2]) == [ErrorMessage.offline.text(.en), "Retry (r)"])
        #expect(shown[0].hasPrefix("1–10 of 151"))
        #expect(screen.keys.contains(KeyHelp("r", "retry")))
        #expect(shown[4] == "  #001  Pokemon 1")
        fetchPage.answers.answer(10, with: .success(PokemonSamples.page(offset: 10)))
        #expect(screen.handle(.character("r")).isHandled, "r was not handled")
        await list.settled()
        #expect(screen.drawnLines()[0].hasPrefix("11–20 of 151"))
        #expect(fetchPage.answers.requests == [0, 10, 10])
    }

    @Test func aPokemonWhoseDetailsFailShowsRetryThere() async throws {
        let details = FakeFetchPokemonDetailsUseCase()
        details.answers.answer("pokemon-1", with: .failure(DomainError.timedOut))
        let list = PokemonListViewModel(fetchPage: FetchPokemonPageInteractor(repository: repository))
        let screen = PokemonScreen(
            list: list, makeDetails: { PokemonDetailsViewModel(fetchDetails: details) }, strings: .en)
        await list.settled()
        let pushed = try #require(screen.handle(.enter).pushed, "Enter did not push the details")
        await waitUntilLoaded(pushed)
        #expect(Array(pushed.drawnLines().prefix(2)) == [ErrorMessage.timedOut.text(.en), "Retry (r)"])
        details.answers.answer("pokemon-1", with: .success(PokemonSamples.details(id: 1)))
        _ = pushed.handle(.character("r"))
        await waitUntilLoaded(pushed)
        #expect(pushed.drawnLines()[0] == "Pokemon 1 #001")
    }

    /// Waits until the details screen's view model settles.
    func waitUntilLoaded(_ screen: any TerminalScreen) async {
        await (screen as? any Settleable)?.settled()
    }
}
