import DomainLayer
import PresentationLayer
import TestSupport
import Testing

/// Pages and recent queries that the use cases have at hand are shown as the input arrives, with no request.
@MainActor
struct MoviesAtHandTests {
    let search = FakeSearchMoviesUseCase()
    let recent = FakeFetchRecentMovieQueriesUseCase(queries: ["alpha", "beta"], atHand: true)

    func makeFlow() -> MoviesFlowCoordinator {
        MoviesFlowCoordinator(
            dependencies: MoviesSceneDependencies(
                searchMovies: search, fetchRecentQueries: recent,
                removeRecentQuery: FakeRemoveRecentMovieQueryUseCase(recent: recent),
                fetchMovieDetails: FakeFetchMovieDetailsUseCase()))
    }

    @Test func aPageAtHandIsShownAtOnceWithoutARequest() {
        let page = MoviesPresentationFixtures.page(1, of: 3, query: "alpha")
        search.keepAtHand(page, query: "alpha")
        let viewModel = MoviesListViewModel(searchMovies: search)

        viewModel.didSearch(query: "alpha")

        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows([page]), page: 1, hasMorePages: true, status: .loaded))
        #expect(viewModel.isSettled)
        #expect(search.requests.isEmpty)
    }

    @Test func thePagesAtHandAreShownAndARequestLoadsTheRest() async throws {
        let pages = (1...2).map { MoviesPresentationFixtures.page($0, of: 4, query: "alpha") }
        for page in pages { search.keepAtHand(page, query: "alpha") }
        let viewModel = MoviesListViewModel(searchMovies: search)

        viewModel.didSearch(query: "alpha", pages: 3)

        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows(pages), page: 2, hasMorePages: true, status: .loading(.nextPage)))
        #expect(!viewModel.isSettled)
        let request = try #require(search.lastRequest)
        #expect(search.requests.count == 1 && request.page == 3)
        let third = MoviesPresentationFixtures.page(3, of: 4, query: "alpha")
        request.replyFresh(third)
        await viewModel.settled()
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows(pages + [third]), page: 3, hasMorePages: true, status: .loaded))
    }

    @Test func aPageAtHandSupersedesTheRunningSearchWhoseLateReplyIsDropped() async throws {
        let viewModel = MoviesListViewModel(searchMovies: search)
        viewModel.didSearch(query: "beta")
        let old = try #require(search.lastRequest)
        // The running search shows its cached page first, so it is reading its updates when superseded.
        old.replyCached(MoviesPresentationFixtures.page(1, of: 2, query: "beta"))
        await change(of: { viewModel.state })
        let page = MoviesPresentationFixtures.page(1, of: 1, query: "alpha")
        search.keepAtHand(page, query: "alpha")

        viewModel.didSearch(query: "alpha")
        old.replyFresh(MoviesPresentationFixtures.page(1, of: 2, query: "beta"))

        #expect(viewModel.isSettled)
        #expect(
            viewModel.state
                == MoviesListViewModel.State(
                    query: "alpha", items: rows([page]), page: 1, hasMorePages: false, status: .loaded))
        #expect(search.requests.count == 1)
    }

    @Test func recentQueriesAtHandAreShownAtOnceAndEndTheRunningRead() async {
        recent.keepAtHand(false)
        let held = HeldRecentQueries(atHand: recent)
        let suggestions = MoviesSuggestionsViewModel(
            fetchRecentQueries: held, removeRecentQuery: FakeRemoveRecentMovieQueryUseCase(recent: recent))
        suggestions.didFocusSearchField()
        #expect(suggestions.state == .loading(previous: []))
        await held.started.wait()
        recent.answer(["gamma"])
        recent.keepAtHand(true)

        suggestions.didFocusSearchField()

        #expect(suggestions.state == .loaded(["gamma"]))
        #expect(suggestions.isSettled)
        held.release.open()
        await held.answered.wait()
        #expect(suggestions.state == .loaded(["gamma"]))
    }

    @Test func aListAtHandOpensSettled() {
        let page = MoviesPresentationFixtures.page(1, of: 1, query: "alpha")
        search.keepAtHand(page, query: "alpha")
        let flow = makeFlow()

        flow.open(.list(query: "alpha"))

        #expect(flow.isSettled)
        #expect(flow.list.state.status == .loaded && flow.list.state.items == rows([page]))
        #expect(flow.suggestions.state == .loaded(["alpha", "beta"]))
        #expect(recent.callCount == 0 && search.requests.isEmpty)
    }
}

/// Recent queries read by `execute` only once `release` opens, answering a stale list; what is at hand comes
/// from `atHand`. `started` opens when a read begins, `answered` as it answers.
@MainActor
private final class HeldRecentQueries: FetchRecentMovieQueriesUseCase {
    let started = Gate()
    let release = Gate()
    let answered = Gate()
    private let atHand: FakeFetchRecentMovieQueriesUseCase

    init(atHand: FakeFetchRecentMovieQueriesUseCase) {
        self.atHand = atHand
    }

    func execute(limit: Int) async throws -> [MovieQuery] {
        started.open()
        await release.wait()
        // This read runs on the main actor, as its caller does, so its caller goes on to deliver (or drop)
        // the answer before a test waiting for `answered` runs again.
        defer { answered.open() }
        return [MovieQuery("stale")].compactMap { $0 }
    }

    nonisolated func executeAtHand(limit: Int) -> [MovieQuery]? {
        atHand.executeAtHand(limit: limit)
    }
}
