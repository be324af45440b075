import DataLayer
import DomainLayer
import LiveWeb

// The popular movies' steps, traced as the search's are (`TracedMovies.swift`).

struct TracedFetchPopularMoviesUseCase: FetchPopularMoviesUseCase {
    let base: any FetchPopularMoviesUseCase

    func execute(page: Int) async throws -> MoviesPage {
        try await RequestTracing.step(.useCase, type: tracedTypeName(base), "execute") {
            try await base.execute(page: page)
        }
    }
}

extension TracedMoviesRepository {
    /// A miss when the data source was asked, as for a fresh search page.
    func popularPage(page: Int) async throws -> MoviesPage {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), "popularPage", cacheBySource: true) {
            try await base.popularPage(page: page)
        }
    }
}

extension TracedMoviesDataSource {
    func popularPage(page: Int) async throws -> MoviesPage {
        try await RequestTracing.step(.dataSource, type: tracedTypeName(base), "popularPage") {
            try await base.popularPage(page: page)
        }
    }
}
