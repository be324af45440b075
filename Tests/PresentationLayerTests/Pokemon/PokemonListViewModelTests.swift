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

    /// A view model showing the page at offset 0.
    func showingTheFirstPage() async -> PokemonListViewModel {
        useCase.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        let viewModel = PokemonListViewModel(fetchPage: useCase)
        viewModel.didOpenPage(offset: 0)
        await viewModel.settled()
        return viewModel
    }

    @Test func theFirstPageShowsItsRangeWithPreviousDisabled() async {
        let viewModel = await showingTheFirstPage()
        let expected = PokemonListContent(
            offset: 0,
            rows: (1...10).map {
                .init(
                    id: $0, number: PokemonFormatting.number($0), name: PokemonDisplayName(slug: "pokemon-\($0)"),
                    route: .details(name: "pokemon-\($0)"))
            },
            count: 151, previous: nil, next: .list(offset: 10))
        #expect(viewModel.state == .init(status: .loaded, content: expected))
    }

    @Test func theLastPageHasNextDisabled() async {
        useCase.answers.answer(150, with: .success(PokemonSamples.page(offset: 150, size: 1)))
        let viewModel = PokemonListViewModel(fetchPage: useCase)
        viewModel.didOpenPage(offset: 150)
        await viewModel.settled()
        #expect(viewModel.state == .init(status: .loaded, content: content(offset: 150)))
        #expect(viewModel.state.content?.shown == 151...151)
        #expect(viewModel.state.content?.count == 151)
        #expect(viewModel.state.content?.next == nil)
        #expect(viewModel.state.content?.previous == .list(offset: 140))
    }

    @Test func aFailureKeepsThePreviousPageVisibleWithAMessagePerCause() async {
        useCase.answers.answer(10, with: .failure(DomainError.offline))
        let viewModel = await showingTheFirstPage()
        viewModel.didOpenPage(offset: 10)
        await viewModel.settled()
        #expect(
            viewModel.state
                == .init(status: .failed(ErrorMessage.offline, of: 10), content: content(offset: 0)))
    }

    @Test func retryLoadsTheFailedPageAgain() async {
        useCase.answers.answer(10, with: .failure(DomainError.server(status: 500, message: nil)))
        let viewModel = PokemonListViewModel(fetchPage: useCase)
        viewModel.didOpenPage(offset: 10)
        await viewModel.settled()
        #expect(viewModel.state == .init(status: .failed(ErrorMessage.server, of: 10), content: nil))
        useCase.answers.answer(10, with: .success(PokemonSamples.page(offset: 10)))
        viewModel.didTapRetry()
        await viewModel.settled()
        #expect(viewModel.state == .init(status: .loaded, content: content(offset: 10)))
        #expect(useCase.answers.requests == [10, 10])
    }

    @Test func whileLoadingThePreviousPageStaysShownAndOpeningItAgainStartsNoSecondLoad() async {
        useCase.answers.answer(10, with: .success(PokemonSamples.page(offset: 10)))
        useCase.answers.hold(10)
        let viewModel = await showingTheFirstPage()
        viewModel.didOpenPage(offset: 10)
        viewModel.didOpenPage(offset: 10)
        #expect(viewModel.state == .init(status: .loading(10), content: content(offset: 0)))
        #expect(!viewModel.isSettled)
        useCase.answers.release(10)
        await viewModel.settled()
        #expect(viewModel.isSettled)
        #expect(viewModel.state == .init(status: .loaded, content: content(offset: 10)))
        #expect(useCase.answers.requests == [0, 10])
    }

    @Test func aSupersededPageIsDroppedWhenItArrivesLate() async {
        useCase.answers.answer(10, with: .success(PokemonSamples.page(offset: 10)))
        useCase.answers.answer(20, with: .success(PokemonSamples.page(offset: 20)))
        useCase.answers.hold(10)
        useCase.answers.hold(20)
        let viewModel = PokemonListViewModel(fetchPage: useCase)
        viewModel.didOpenPage(offset: 10)
        viewModel.didOpenPage(offset: 20)
        // The superseded answer comes first, while the latest request still runs.
        useCase.answers.release(10)
        useCase.answers.release(20)
        await viewModel.settled()
        #expect(viewModel.state == .init(status: .loaded, content: content(offset: 20)))
    }

    @Test func aCancellationShowsThePageShownBefore() async {
        useCase.answers.answer(10, with: .failure(CancellationError()))
        let viewModel = await showingTheFirstPage()
        viewModel.didOpenPage(offset: 10)
        await viewModel.settled()
        #expect(viewModel.state == .init(status: .loaded, content: content(offset: 0)))
    }
}
