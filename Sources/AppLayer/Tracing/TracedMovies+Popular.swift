import DataLayer
import DomainLayer
import LiveWeb

// The popular movies' steps, traced as the search's are (`TracedMovies.swift`).

struct TracedFetchPopularMoviesUseCase: FetchPopularMoviesUseCase {
    let base: any FetchPopularMoviesUseCase
    private let type: TracedType

    init(base: any FetchPopularMoviesUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute(page: Int) async throws -> MoviesPage {
        try await RequestTracing.step(.useCase, type: type, "execute") {
            try await base.execute(page: page)
        }
    }
}

extension TracedMoviesRepository {
    /// A miss when the data source was asked, as for a fresh search page.
    func popularPage(page: Int) async throws -> MoviesPage {
        try await RequestTracing.step(.repository, type: type, "popularPage", cacheBySource: true) {
            try await base.popularPage(page: page)
        }
    }
}

extension TracedMoviesDataSource {
    func popularPage(page: Int) async throws -> MoviesPage {
        try await RequestTracing.step(.dataSource, type: type, "popularPage") {
            try await base.popularPage(page: page)
        }
    }
}
