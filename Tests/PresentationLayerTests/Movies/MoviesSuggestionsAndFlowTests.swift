import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
struct MoviesSuggestionsAndFlowTests {
    let search = FakeSearchMoviesUseCase()
    let recent = FakeFetchRecentMovieQueriesUseCase(queries: ["beta", "alpha"])

    func makeFlow() -> MoviesFlowCoordinator {
        MoviesFlowCoordinator(dependencies: MoviesSceneDependencies(searchMovies: search, fetchRecentQueries: recent))
    }

    @Test func focusingTheFieldShowsTheRecentQueriesNewestFirst() async {
        let flow = makeFlow()
        #expect(flow.suggestions.state == .idle)
        flow.suggestions.didFocusSearchField()
        #expect(flow.suggestions.state == .loading(previous: []))
        await flow.suggestions.settled()
        #expect(flow.suggestions.state == .loaded(["beta", "alpha"]))

        recent.answer(["gamma", "beta", "alpha"])
        flow.suggestions.didFocusSearchField()
        #expect(flow.suggestions.state == .loading(previous: ["beta", "alpha"]))
        await flow.suggestions.settled()
        #expect(flow.suggestions.state == .loaded(["gamma", "beta", "alpha"]))
    }

    @Test func atMostTenSuggestionsAreShown() async {
        recent.answer((1...15).map { "query \($0)" })
        let flow = makeFlow()
        flow.suggestions.didFocusSearchField()
        await flow.suggestions.settled()
        #expect(flow.suggestions.state == .loaded((1...10).map { "query \($0)" }))
    }

    @Test func anUnreadableHistoryShowsNoSuggestions() async {
        recent.fail(.badData(details: "corrupt"))
        let flow = makeFlow()
        flow.suggestions.didFocusSearchField()
        await flow.suggestions.settled()
        #expect(flow.suggestions.state == .loaded([]))
    }

    @Test func openingTheListSearchesItsQueryAndReadsTheRecentQueries() async throws {
        let flow = makeFlow()
        flow.open(.list(query: "alpha"))
        #expect(flow.list.state == MoviesListViewModel.State(query: "alpha", status: .loading(.fullScreen)))
        #expect(search.lastRequest?.query.text == "alpha")
        #expect(flow.suggestions.state == .loading(previous: []))
        try #require(search.lastRequest).replyFresh(MoviesPresentationFixtures.page(1, of: 1, query: "alpha"))
        await flow.settled()
        #expect(flow.suggestions.state == .loaded(["beta", "alpha"]))
        #expect(flow.list.state.status == .loaded)
    }

    @Test func openingAMovieOfTheListShowsItsDetailsAndTheListStaysIntact() async throws {
        let flow = makeFlow()
        flow.open(.list(query: "alpha"))
        let page = MoviesPage(
            page: 1, totalPages: 2,
            movies: [
                MoviesPresentationFixtures.movie(id: 7, title: "Seven"),
                Movie(id: 8, title: "Eight", overview: "Soon.", posterPath: nil, releaseDate: nil),
            ])
        try #require(search.lastRequest).replyFresh(page)
        await flow.settled()
        let listState = flow.list.state

        flow.open(.details(movieID: 7))
        #expect(
            flow.details?.state
                == MovieDetailsViewModel.State(
                    id: 7, title: "Seven", releaseDate: "Release date: Jan 15, 2025", overview: "Overview of 7.",
                    posterPath: "/poster7.jpg"))
        flow.open(.details(movieID: 8))
        #expect(
            flow.details?.state
                == MovieDetailsViewModel.State(
                    id: 8, title: "Eight", releaseDate: "To be announced", overview: "Soon.", posterPath: nil))
        flow.open(.details(movieID: 9))
        #expect(flow.details == nil)

        flow.open(.details(movieID: 7))
        flow.open(.list(query: "alpha"))
        #expect(flow.details == nil)
        #expect(flow.list.state == listState)
        #expect(search.requests.count == 1)
    }
}
