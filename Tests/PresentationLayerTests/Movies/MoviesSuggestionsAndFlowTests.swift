import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
struct MoviesSuggestionsAndFlowTests {
    let search = FakeSearchMoviesUseCase()
    let recent = FakeFetchRecentMovieQueriesUseCase(queries: ["beta", "alpha"])
    let details = FakeFetchMovieDetailsUseCase()
    let remove: FakeRemoveRecentMovieQueryUseCase

    init() {
        remove = FakeRemoveRecentMovieQueryUseCase(recent: recent)
    }

    func makeFlow() -> MoviesFlowCoordinator {
        MoviesFlowCoordinator(
            dependencies: MoviesSceneDependencies(
                searchMovies: search, fetchRecentQueries: recent, removeRecentQuery: remove,
                fetchMovieDetails: details))
    }

    @Test func focusingTheFieldShowsTheRecentQueriesNewestFirst() async {
        let flow = makeFlow()
        #expect(flow.suggestions.state == .idle)
        // A read that does not wait (the fake answers at once) is shown as the field is focused.
        flow.suggestions.didFocusSearchField()
        #expect(flow.suggestions.state == .loaded(["beta", "alpha"]))
        #expect(flow.suggestions.isSettled)

        recent.answer(["gamma", "beta", "alpha"])
        flow.suggestions.didFocusSearchField()
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
        #expect(flow.suggestions.state == .loaded(["beta", "alpha"]))
        try #require(search.lastRequest).replyFresh(MoviesPresentationFixtures.page(1, of: 1, query: "alpha"))
        await flow.settled()
        #expect(flow.suggestions.state == .loaded(["beta", "alpha"]))
        #expect(flow.list.state.status == .loaded)
    }

    @Test func aMovieOfTheListShowsItsRowUntilItsDetailsComeAndTheListStaysIntact() async throws {
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
        details.answers.answer(7, with: .success(MovieDetailsFixtures.details(id: 7, title: "Seven")))
        details.answers.hold(7)

        flow.open(.details(movieID: 7))
        var preview = MovieDetailsViewModel.Content(MoviesPresentationFixtures.movie(id: 7, title: "Seven"))
        #expect(flow.details?.state == .loading(7, preview: preview))
        details.answers.release(7)
        await flow.settled()
        preview.tagline = "Tagline of 7."
        preview.runtime = 128
        preview.genres = "Science Fiction, Adventure"
        preview.overview = "Overview of 7."
        preview.rating = 7.4
        #expect(flow.details?.state == .loaded(preview))

        flow.open(.list(query: "alpha"))
        #expect(flow.details == nil)
        #expect(flow.list.state == listState)
        #expect(search.requests.count == 1)
    }

    @Test func aMovieNotInTheListIsFetchedByIdAndAnUnknownIdIsNotFound() async {
        let flow = makeFlow()
        details.answers.answer(9, with: .success(MovieDetailsFixtures.sparseDetails(id: 9, title: "Nine")))
        details.answers.answer(10, with: .failure(DomainError.notFound))

        flow.open(.details(movieID: 9))
        #expect(flow.details?.state == .loading(9, preview: nil))
        await flow.settled()
        let sparse = MovieDetailsViewModel.Content(MovieDetailsFixtures.sparseDetails(id: 9, title: "Nine"))
        #expect(flow.details?.state == .loaded(sparse))
        #expect(sparse.releaseDate == nil && sparse.runtime == nil && sparse.genres == nil)

        flow.open(.details(movieID: 10))
        await flow.settled()
        #expect(flow.details?.state == .notFound(10))
        #expect(details.answers.requests == [9, 10])
    }

    @Test func aFailedDetailsLoadIsShownAndRetryAsksAgain() async {
        let flow = makeFlow()
        details.answers.answer(11, with: .failure(DomainError.offline))
        flow.open(.details(movieID: 11))
        await flow.settled()
        #expect(flow.details?.state == .failed(ErrorMessage.offline, of: 11))

        details.answers.answer(11, with: .success(MovieDetailsFixtures.details(id: 11)))
        flow.details?.didTapRetry()
        await flow.settled()
        #expect(flow.details?.state == .loaded(MovieDetailsViewModel.Content(MovieDetailsFixtures.details(id: 11))))
    }

    @Test func aSuggestionStartsWithWhatIsTypedIgnoringCaseAndSpace() {
        #expect(MoviesSuggestionsViewModel.query("Star Wars", startsWith: " star "))
        #expect(MoviesSuggestionsViewModel.query("별이 빛나는 밤", startsWith: "별이"))
        #expect(MoviesSuggestionsViewModel.query("night", startsWith: ""))
        #expect(!MoviesSuggestionsViewModel.query("night", startsWith: "star"))
        #expect(!MoviesSuggestionsViewModel.query("a star", startsWith: "star"))
        #expect(MoviesSuggestionsViewModel.query("THE MATRIX", startsWith: "the m"))
        #expect(MoviesSuggestionsViewModel.query("the", startsWith: "THE"))
        #expect(!MoviesSuggestionsViewModel.query("the", startsWith: "there"))
        #expect(!MoviesSuggestionsViewModel.query("a[b", startsWith: "A{"))
        #expect(MoviesSuggestionsViewModel.query("Amélie", startsWith: "AMÉ"))
        #expect(MoviesSuggestionsViewModel.query("Star Wars", startsWith: "star\n"))
    }

    @Test func theQueryTypedIsNotSuggestedBackWhateverItsCaseAndSpace() {
        #expect(!MoviesSuggestionsViewModel.query("Star Wars", isSuggestionFor: " star wars "))
        #expect(!MoviesSuggestionsViewModel.query("star", isSuggestionFor: "STAR"))
        #expect(!MoviesSuggestionsViewModel.query("Amélie", isSuggestionFor: "AMÉLIE\n"))
        #expect(!MoviesSuggestionsViewModel.query("별이 빛나는 밤", isSuggestionFor: "별이 빛나는 밤 "))
        #expect(MoviesSuggestionsViewModel.query("star wars", isSuggestionFor: "Star"))
        #expect(MoviesSuggestionsViewModel.query("Amélie", isSuggestionFor: "amé"))
        #expect(MoviesSuggestionsViewModel.query("star", isSuggestionFor: ""))
        #expect(MoviesSuggestionsViewModel.query("star", isSuggestionFor: "  "))
        #expect(!MoviesSuggestionsViewModel.query("star", isSuggestionFor: "night"))
    }

    @Test func aRemovedQueryLeavesTheSuggestionsAtOnceAndForGood() async {
        let flow = makeFlow()
        flow.suggestions.didFocusSearchField()
        await flow.suggestions.settled()
        #expect(flow.suggestions.state == .loaded(["beta", "alpha"]))

        await flow.suggestions.didTapRemove(query: "BETA")
        await flow.suggestions.settled()

        #expect(flow.suggestions.state == .loaded(["alpha"]))
        #expect(remove.removals == ["BETA"])
        flow.suggestions.didFocusSearchField()
        await flow.suggestions.settled()
        #expect(flow.suggestions.state == .loaded(["alpha"]))
    }

    @Test func aQueryThatCannotBeRemovedComesBack() async {
        let flow = makeFlow()
        flow.suggestions.didFocusSearchField()
        await flow.suggestions.settled()
        remove.fail(with: .badData(details: "read-only"))

        await flow.suggestions.didTapRemove(query: "beta")
        await flow.suggestions.settled()

        #expect(flow.suggestions.state == .loaded(["beta", "alpha"]))
    }

    @Test func removingBlankTextDoesNothing() async {
        let flow = makeFlow()
        flow.suggestions.didFocusSearchField()
        await flow.suggestions.settled()

        await flow.suggestions.didTapRemove(query: "  ")

        #expect(flow.suggestions.state == .loaded(["beta", "alpha"]))
        #expect(remove.removals.isEmpty)
    }
}
