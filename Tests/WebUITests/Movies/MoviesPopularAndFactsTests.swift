import DomainLayer
import Foundation
import Hummingbird
import HummingbirdTesting
import LiveWeb
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// `/movies` opens on the popular movies; a row says its year and rating, a search how many it found.
struct MoviesPopularAndFactsTests {
    static let popularMovies = [
        Movie(
            id: 7, title: "Seven", overview: "Overview of 7.", posterPath: nil,
            releaseDate: Date(timeIntervalSince1970: 1_736_899_200), voteAverage: 7.85),
        Movie(id: 3, title: "Three", overview: "Overview of 3.", posterPath: nil, releaseDate: nil, voteAverage: 0),
    ]

    func withApp(
        popular: FakeFetchPopularMoviesUseCase, _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let recent = FakeFetchRecentMovieQueriesUseCase(queries: [])
        let dependencies = MoviesSceneDependencies(
            searchMovies: FakeCatalogSearchMoviesUseCase(movies: [], pageSize: 2), fetchRecentQueries: recent,
            removeRecentQuery: FakeRemoveRecentMovieQueryUseCase(recent: recent),
            fetchMovieDetails: FakeFetchMovieDetailsUseCase(), fetchPopularMovies: popular)
        let routes = MoviesWebRoutes(
            makeFlow: { _ in MoviesFlowCoordinator(dependencies: dependencies) },
            posters: MoviePosterLoader(repository: FakePosterImagesRepository()))
        let server = makeServer().addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router, body)
    }

    @Test func theListWithNothingSearchedShowsThePopularMoviesWithTheirYearAndRating() async throws {
        let popular = FakeFetchPopularMoviesUseCase(
            answer: .success(MoviesPage(page: 1, totalPages: 1, movies: Self.popularMovies, totalResults: 2)))
        try await withApp(popular: popular) { client in
            let page = try #require(try await client.execute(uri: "/movies", method: .get).main)
            #expect(page.contains("<h2 class=\"movies-popular-heading\">Popular movies</h2>\n"))
            #expect(page.contains("<div id=\"movies-popular\" data-live><ol class=\"movies-list movies-popular\">"))
            #expect(page.components(separatedBy: "class=\"movie-row\"").count == 3)
            #expect(page.contains("<h3 class=\"movie-title\"><a href=\"/movies/7?row=1\">Seven</a></h3>"))
            #expect(
                page.contains(
                    """
                    <p class="movie-release"><time datetime="2025-01-15">2025</time><span aria-hidden="true"> · </span>\
                    <span class="movie-rating"><span aria-hidden="true">★ </span><span class="visually-hidden">Rating \
                    </span>7.9</span></p><p>Overview of 7.</p></li>
                    """))
            // Nobody voted for Three, and its date is not announced.
            #expect(
                page.contains(
                    """
                    <a href="/movies/3?row=2">Three</a></h3><p class="movie-release">Release date to be announced</p>\
                    <p>Overview of 3.</p></li></ol></div>
                    """))
            #expect(!page.contains("movies-results"))
            #expect(popular.asks == [1])
        }
    }

    @Test func aFailureToLoadThePopularMoviesShowsRetry() async throws {
        let popular = FakeFetchPopularMoviesUseCase(answer: .failure(.unauthorized(message: nil)))
        try await withApp(popular: popular) { client in
            let page = try #require(try await client.execute(uri: "/movies", method: .get).main)
            #expect(page.contains("<div id=\"movies-popular\" data-live><div class=\"error\""))
            #expect(page.contains("href=\"/movies\" data-action=\"/movies/popular/retry\""))
        }
    }

    @Test func aSearchSaysHowManyMoviesItFound() {
        let rows = Self.popularMovies.map(MoviesListItemViewModel.init)
        for (total, english, korean) in [(1_234, "1,234 results", "검색 결과 1,234개"), (1, "1 result", "검색 결과 1개")] {
            let state = MoviesListViewModel.State(
                query: "seven", items: rows, page: 1, status: .loaded, totalResults: total)
            #expect(
                MoviesListPage.render(state: state).markup.contains(
                    "<div class=\"live-part\" id=\"movies-results-head\"><p class=\"movies-count\">\(english)</p>\n</div>"
                ))
            #expect(MoviesListPage.render(state: state, strings: Strings(.ko)).markup.contains(korean))
        }
        let unknown = MoviesListViewModel.State(query: "seven", items: rows, page: 1, status: .loaded)
        #expect(!MoviesListPage.render(state: unknown).markup.contains("movies-count"))
    }
}
