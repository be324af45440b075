/// The movies popular now, what the Movies scene shows before anything is searched (TMDB's popular list).
public protocol FetchPopularMoviesUseCase: Sendable {
    /// Page `page` (1-based), most popular first.
    /// - Throws: `DomainError` (a page below 1 is `DomainError.notFound`, without asking the repository), or
    ///   `CancellationError`.
    func execute(page: Int) async throws -> MoviesPage
}

/// `FetchPopularMoviesUseCase` over a `MoviesRepository`.
public struct FetchPopularMoviesInteractor: FetchPopularMoviesUseCase {
    private let movies: any MoviesRepository

    public init(movies: any MoviesRepository) {
        self.movies = movies
    }

    public func execute(page: Int) async throws -> MoviesPage {
        // Pages start at 1; a smaller one has no movies and is not worth a request.
        guard page > 0 else { throw DomainError.notFound }
        return try await movies.popularPage(page: page)
    }
}
