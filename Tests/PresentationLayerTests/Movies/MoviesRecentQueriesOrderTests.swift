import DomainLayer
import PresentationLayer
import TestSupport
import Testing

/// The recent searches are newest first whenever they are shown: the list's search records its query after they
/// were read as the list opened, so they are read again once it has (#37.5).
@MainActor
struct MoviesRecentQueriesOrderTests {
    let movies = FakeMoviesRepository()
    let queries: FakeMovieQueriesRepository

    init() throws {
        // Saved oldest first: "alpha" was searched before "beta".
        queries = FakeMovieQueriesRepository(saved: try ["alpha", "beta"].map(MoviesDataFixtures.query))
    }

    func makeFlow() -> MoviesFlowCoordinator {
        MoviesFlowCoordinator(
            dependencies: MoviesSceneDependencies(
                searchMovies: SearchMoviesInteractor(movies: movies, queries: queries),
                fetchRecentQueries: FetchRecentMovieQueriesInteractor(queries: queries),
                removeRecentQuery: RemoveRecentMovieQueryInteractor(queries: queries),
                fetchMovieDetails: FakeFetchMovieDetailsUseCase()))
    }

    @Test func aQuerySearchedAgainIsFirstAmongTheRecentSearchesOnceItsSearchRecordedIt() async throws {
        let alpha = try MoviesDataFixtures.query("alpha")
        movies.setFresh(.page(MoviesDataFixtures.page(1)), for: alpha, page: 1)
        let flow = makeFlow()

        flow.open(.list(query: "alpha"))
        await flow.settled()

        #expect(queries.saves.map(\.text) == ["alpha", "beta", "alpha"])
        #expect(flow.suggestions.state == .loaded(["alpha", "beta"]))
        #expect(flow.list.state.status == .loaded)
    }

    @Test func aSearchThatFoundNothingLeavesTheRecentSearchesAsTheyWere() async throws {
        let gamma = try MoviesDataFixtures.query("gamma")
        movies.setFresh(.page(MoviesDataFixtures.page(1, totalPages: 1, count: 0)), for: gamma, page: 1)
        let flow = makeFlow()

        flow.open(.list(query: "gamma"))
        await flow.settled()

        #expect(queries.saves.map(\.text) == ["alpha", "beta"])
        #expect(flow.suggestions.state == .loaded(["beta", "alpha"]))
    }
}
