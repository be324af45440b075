import DomainLayer
import PresentationLayer
import TestSupport
import Testing

/// The Movies scene opens on the popular movies: an address with nothing searched loads them once, a search
/// does not, a failure shows with Retry, and a popular movie's details open with its row.
@MainActor
struct PopularMoviesTests {
    let search = FakeSearchMoviesUseCase()
    let recent = FakeFetchRecentMovieQueriesUseCase(queries: [])
    let details = FakeFetchMovieDetailsUseCase()
    let popular = FakeFetchPopularMoviesUseCase(
        answer: .success(MoviesPage(page: 1, totalPages: 9, movies: PopularMoviesTests.movies, totalResults: 170)))

    static let movies = [
        Movie(id: 7, title: "Seven", overview: "", posterPath: nil, releaseDate: nil, voteAverage: 7.8),
        Movie(id: 3, title: "Three", overview: "", posterPath: nil, releaseDate: nil, voteAverage: 0),
    ]

    func makeFlow() -> MoviesFlowCoordinator {
        MoviesFlowCoordinator(
            dependencies: MoviesSceneDependencies(
                searchMovies: search, fetchRecentQueries: recent,
                removeRecentQuery: FakeRemoveRecentMovieQueryUseCase(recent: recent), fetchMovieDetails: details,
                fetchPopularMovies: popular))
    }

    @Test func theListWithNothingSearchedShowsThePopularMoviesLoadedOnce() async throws {
        popular.hold()
        let flow = makeFlow()
        flow.open(.list(query: ""))
        #expect(flow.popular?.state == PopularMoviesViewModel.State(status: .loading(.fullScreen)))
        #expect(!flow.isSettled)

        popular.release()
        await flow.settled()
        let rows = Self.movies.map(MoviesListItemViewModel.init)
        #expect(flow.popular?.state == PopularMoviesViewModel.State(status: .loaded, items: rows))
        #expect(rows.map(\.rating) == [7.8, nil])
        #expect(search.requests.isEmpty)

        flow.open(.list(query: "  "))
        await flow.settled()
        #expect(popular.asks == [1])
    }

    @Test func aSearchDoesNotLoadThePopularMovies() async throws {
        let flow = makeFlow()
        flow.open(.list(query: "star"))
        #expect(flow.popular?.state == PopularMoviesViewModel.State())
        #expect(popular.asks.isEmpty)
        #expect(search.lastRequest?.query.text == "star")
    }

    @Test func aFailureShowsAndRetryLoadsThemAgain() async throws {
        popular.answer(.failure(.unauthorized(message: nil)))
        let flow = makeFlow()
        flow.open(.list(query: ""))
        await flow.settled()
        let failed = try #require(flow.popular?.state.status.failure)
        #expect(flow.popular?.state == PopularMoviesViewModel.State(status: .failed(failed, of: .fullScreen)))

        // Opening the list again leaves the failure to Retry.
        flow.open(.list(query: ""))
        #expect(popular.asks == [1])

        popular.answer(.success(MoviesPage(page: 1, totalPages: 1, movies: Self.movies)))
        flow.popular?.didTapRetry()
        await flow.settled()
        #expect(popular.asks == [1, 1])
        #expect(flow.popular?.state.items.map(\.id) == [7, 3])
    }

    @Test func aPopularMoviesDetailsOpenWithItsRow() async throws {
        let flow = makeFlow()
        flow.open(.list(query: ""))
        await flow.settled()
        details.answers.hold(7)
        flow.open(.details(movieID: 7))
        let content = MovieDetailsViewModel.Content(Self.movies[0])
        #expect(flow.details?.state == .loading(7, preview: content))
        #expect(content.rating == 7.8)
    }

    @Test func aFlowWithoutPopularMoviesOpensOnAnEmptyList() async throws {
        let flow = MoviesFlowCoordinator(
            dependencies: MoviesSceneDependencies(
                searchMovies: search, fetchRecentQueries: recent,
                removeRecentQuery: FakeRemoveRecentMovieQueryUseCase(recent: recent), fetchMovieDetails: details))
        flow.open(.list(query: ""))
        #expect(flow.popular == nil)
        #expect(flow.isSettled)
    }
}
