/// Search results and movie details, from a cache and from the source.
public protocol MoviesRepository: Sendable {
    /// The cached page for `query` and `page`, or nil; never fails (a broken cache is a miss).
    func cachedPage(query: MovieQuery, page: Int) async -> MoviesPage?
    /// The page from the source, stored in the cache on success.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func freshPage(query: MovieQuery, page: Int) async throws -> MoviesPage
    /// The page `freshPage` would answer now without asking the source or waiting (a recent copy kept in
    /// memory), or nil when it has to be asked; a copy at hand is the cached page too.
    func freshPageAtHand(query: MovieQuery, page: Int) -> MoviesPage?
    /// The details of the movie with this id: from the cache when it holds them, else from the source (and
    /// then cached).
    /// - Throws: `DomainError.notFound` for an unknown movie, another `DomainError`, or `CancellationError`.
    func details(id: Int) async throws -> MovieDetails
    /// Page `page` (1-based) of the movies popular now, most popular first: a recent copy when there is one, else
    /// from the source (and then kept).
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func popularPage(page: Int) async throws -> MoviesPage
}

/// The queries of past successful searches.
public protocol MovieQueriesRepository: Sendable {
    /// At most `limit` queries, newest first, without duplicates.
    func recentQueries(limit: Int) async throws -> [MovieQuery]
    /// Records `query` as the newest; an equal older entry is replaced. A failure is a `StorageError` (a full
    /// disk, a directory that cannot be written), so the user can be told why.
    func save(_ query: MovieQuery) async throws
    /// Deletes the query equal to `query` without regard to case; nothing when none is kept.
    func remove(_ query: MovieQuery) async throws
    /// What `recentQueries(limit:)` would answer now without waiting (the queries kept in memory), or nil when
    /// they have to be read.
    func recentQueriesAtHand(limit: Int) -> [MovieQuery]?
}

extension MoviesRepository {
    /// Nil: a repository that keeps nothing at hand is always asked.
    public func freshPageAtHand(query: MovieQuery, page: Int) -> MoviesPage? { nil }
}

extension MovieQueriesRepository {
    /// Nil: a repository that keeps nothing at hand is always read.
    public func recentQueriesAtHand(limit: Int) -> [MovieQuery]? { nil }
}

/// Poster images, at the TMDB size nearest to a requested width.
public protocol PosterImagesRepository: Sendable {
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func poster(path: String, width: Int) async throws -> ImageData
}
