import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct PokemonNeighboursTests {
    func neighbours(_ id: Int, count: Int?) -> [String?] {
        let content = PokemonDetailsContent(PokemonSamples.details(id: id), count: count)
        return [content.previous?.number, content.next?.number]
            + [content.previous.map { "\($0.route)" }, content.next.map { "\($0.route)" }]
    }

    @Test func previousAndNextGoByNumberAndWrapAtTheEndsOfTheCount() {
        #expect(neighbours(25, count: 151) == ["#024", "#026", "details(name: \"24\")", "details(name: \"26\")"])
        #expect(neighbours(1, count: 151) == ["#151", "#002", "details(name: \"151\")", "details(name: \"2\")"])
        #expect(neighbours(151, count: 151) == ["#150", "#001", "details(name: \"150\")", "details(name: \"1\")"])
    }

    @Test func withoutACountPreviousStopsAtTheFirstAndNextIsTheNumberAfter() {
        #expect(neighbours(1, count: nil) == [nil, "#002", nil, "details(name: \"2\")"])
        #expect(neighbours(151, count: nil) == ["#150", "#152", "details(name: \"150\")", "details(name: \"152\")"])
    }

    @Test func aFormOutsideTheCountAndAPokedexOfOneHaveNoNeighbours() {
        #expect(neighbours(10_001, count: 151) == [nil, nil, nil, nil])
        #expect(neighbours(1, count: 1) == [nil, nil, nil, nil])
    }

    @Test func theDetailsScreenReadsTheCountFromThePageSoItsNeighboursWrap() async {
        let details = FakeFetchPokemonDetailsUseCase()
        let pages = FakeFetchPokemonPageUseCase()
        details.answers.answer("1", with: .success(PokemonSamples.details(id: 1)))
        pages.answers.answer(0, with: .success(PokemonSamples.page(offset: 0, count: 151)))
        let viewModel = PokemonDetailsViewModel(fetchDetails: details, fetchPage: pages)
        viewModel.didOpen(name: "1")
        await viewModel.settled()
        #expect(viewModel.state == .loaded(PokemonDetailsContent(PokemonSamples.details(id: 1), count: 151)))
        guard case .loaded(let content) = viewModel.state else { return }
        #expect(content.previous == PokemonDetailsContent.Neighbour(id: 151))
    }

    @Test func aPageThatFailsLeavesTheDetailsShownWithoutWrapping() async {
        let details = FakeFetchPokemonDetailsUseCase()
        let pages = FakeFetchPokemonPageUseCase()
        details.answers.answer("1", with: .success(PokemonSamples.details(id: 1)))
        pages.answers.answer(0, with: .failure(DomainError.timedOut))
        let viewModel = PokemonDetailsViewModel(fetchDetails: details, fetchPage: pages)
        viewModel.didOpen(name: "1")
        await viewModel.settled()
        #expect(viewModel.state == .loaded(PokemonDetailsContent(PokemonSamples.details(id: 1), count: nil)))
    }

    @Test func aNameNoPokemonCanHaveAsksForNoPage() async {
        let details = FakeFetchPokemonDetailsUseCase()
        let pages = FakeFetchPokemonPageUseCase()
        details.answers.answer("..", with: .failure(DomainError.notFound))
        let viewModel = PokemonDetailsViewModel(fetchDetails: details, fetchPage: pages)
        viewModel.didOpen(name: "..")
        await viewModel.settled()
        #expect(viewModel.state == .notFound(".."))
        #expect(pages.answers.requests == [])
    }
}
