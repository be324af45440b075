/// Search results and movie details, from a cache and from the source.
public protocol MoviesRepository: Sendable {
    /// The cached page for `query` and `page`, or nil; never fails (a broken cache is a miss).
    func cachedPage(query: MovieQuery, page: Int) async -> MoviesPage?
    /// The page from the source, stored in the cache on success.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func freshPage(query: MovieQuery, page: Int) async throws -> MoviesPage
    /// The details of the movie with this id: from the cache when it holds them, else from the source (and
    /// then cached).
    /// - Throws: `DomainError.notFound` for an unknown movie, another `DomainError`, or `CancellationError`.
    func details(id: Int) async throws -> MovieDetails
}

/// The queries of past successful searches.
public protocol MovieQueriesRepository: Sendable {
    /// At most `limit` queries, newest first, without duplicates.
    func recentQueries(limit: Int) async throws -> [MovieQuery]
    /// Records `query` as the newest; an equal older entry is replaced.
    func save(_ query: MovieQuery) async throws
}

/// Poster images, at the TMDB size nearest to a requested width.
public protocol PosterImagesRepository: Sendable {
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func poster(path: String, width: Int) async throws -> ImageData
}
