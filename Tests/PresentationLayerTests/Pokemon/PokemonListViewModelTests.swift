import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct PokemonListViewModelTests {
    let useCase = FakeFetchPokemonPageUseCase()

    func content(offset: Int, count: Int = 151) -> PokemonListContent {
        PokemonListContent(
            PokemonSamples.page(offset: offset, size: min(10, count - offset), count: count), pageSize: 10)
    }

    @Test func noCountIsShownBeforeTheFirstAnswer() {
        #expect(PokemonListViewModel(fetchPage: useCase).state == .idle)
    }

    @Test func theFirstPageShowsItsRangeWithPreviousDisabled() async {
        useCase.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        let viewModel = PokemonListViewModel(fetchPage: useCase)
        await viewModel.didOpenPage(offset: 0)
        let expected = PokemonListContent(
            offset: 0,
            rows: (1...10).map {
                .init(
                    id: $0, number: PokemonFormatting.number($0), name: "Pokemon \($0)",
                    route: .details(name: "pokemon-\($0)"))
            },
            range: "1–10 of 151", previous: nil, next: .list(offset: 10))
        #expect(viewModel.state == .loaded(expected))
    }

    @Test func theLastPageHasNextDisabled() async {
        useCase.answers.answer(150, with: .success(PokemonSamples.page(offset: 150, size: 1)))
        let viewModel = PokemonListViewModel(fetchPage: useCase)
        await viewModel.didOpenPage(offset: 150)
        #expect(viewModel.state == .loaded(content(offset: 150)))
        #expect(viewModel.state.content?.range == "151–151 of 151")
        #expect(viewModel.state.content?.next == nil)
        #expect(viewModel.state.content?.previous == .list(offset: 140))
    }

    @Test func aFailureKeepsThePreviousPageVisibleWithAMessagePerCause() async {
        useCase.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        useCase.answers.answer(10, with: .failure(DomainError.offline))
        let viewModel = PokemonListViewModel(fetchPage: useCase)
        await viewModel.didOpenPage(offset: 0)
        await viewModel.didOpenPage(offset: 10)
        #expect(
            viewModel.state
                == .failed(
                    ErrorMessage(text: "No internet connection."), offset: 10, showing: content(offset: 0)))
    }

    @Test func retryLoadsTheFailedPageAgain() async {
        useCase.answers.answer(10, with: .failure(DomainError.server(status: 500, message: nil)))
        let viewModel = PokemonListViewModel(fetchPage: useCase)
        await viewModel.didOpenPage(offset: 10)
        #expect(
            viewModel.state
                == .failed(ErrorMessage(text: "Failed loading Pokémon: server error 500."), offset: 10, showing: nil))
        useCase.answers.answer(10, with: .success(PokemonSamples.page(offset: 10)))
        await viewModel.didTapRetry()
        #expect(viewModel.state == .loaded(content(offset: 10)))
        #expect(useCase.answers.requests == [10, 10])
    }

    @Test func whileLoadingThePreviousPageStaysShown() async {
        useCase.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        useCase.answers.answer(10, with: .success(PokemonSamples.page(offset: 10)))
        useCase.answers.hold(10)
        let viewModel = PokemonListViewModel(fetchPage: useCase)
        await viewModel.didOpenPage(offset: 0)
        let next = Task { await viewModel.didOpenPage(offset: 10) }
        await Task.yield()
        #expect(viewModel.state == .loading(offset: 10, showing: content(offset: 0)))
        useCase.answers.release(10)
        await next.value
        #expect(viewModel.state == .loaded(content(offset: 10)))
    }

    @Test func aSupersededPageIsDroppedWhenItArrivesLate() async {
        useCase.answers.answer(10, with: .success(PokemonSamples.page(offset: 10)))
        useCase.answers.answer(20, with: .success(PokemonSamples.page(offset: 20)))
        useCase.answers.hold(10)
        let viewModel = PokemonListViewModel(fetchPage: useCase)
        let first = Task { await viewModel.didOpenPage(offset: 10) }
        await Task.yield()
        await viewModel.didOpenPage(offset: 20)
        useCase.answers.release(10)
        await first.value
        #expect(viewModel.state == .loaded(content(offset: 20)))
        #expect(useCase.answers.requests == [10, 20])
    }

    @Test func aCancellationIsNeverShownAsAnError() async {
        useCase.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        useCase.answers.answer(10, with: .failure(CancellationError()))
        let viewModel = PokemonListViewModel(fetchPage: useCase)
        await viewModel.didOpenPage(offset: 0)
        await viewModel.didOpenPage(offset: 10)
        #expect(viewModel.state == .loading(offset: 10, showing: content(offset: 0)))
    }
}
