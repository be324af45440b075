/// Fetches one movie's details by its TMDB id, so a details screen can be opened without a search.
public protocol FetchMovieDetailsUseCase: Sendable {
    /// - Throws: `DomainError.notFound` for an unknown movie (or an id below 1, without asking the
    ///   repository), another `DomainError`, or `CancellationError`.
    func execute(id: Int) async throws -> MovieDetails
}

/// `FetchMovieDetailsUseCase` over a `MoviesRepository`.
public struct FetchMovieDetailsInteractor: FetchMovieDetailsUseCase {
    private let movies: any MoviesRepository

    public init(movies: any MoviesRepository) {
        self.movies = movies
    }

    public func execute(id: Int) async throws -> MovieDetails {
        // TMDB ids start at 1; a smaller one is never a movie, and is not worth a request.
        guard id > 0 else { throw DomainError.notFound }
        return try await movies.details(id: id)
    }
}
