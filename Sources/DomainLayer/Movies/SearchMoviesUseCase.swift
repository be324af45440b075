/// Searches movies: yields the cached page when there is one, then the fresh page, and records the query
/// once per search that found something (on its first page, when it holds a movie): a query that found nothing
/// is never a recent search. A query that cannot be recorded (after one retry) does not fail the search: the
/// stream says so with `queryNotSaved` before the fresh page.
public protocol SearchMoviesUseCase: Sendable {
    /// The stream ends after the fresh page; it fails with `DomainError` (after any cached page) or
    /// `CancellationError`.
    func execute(query: MovieQuery, page: Int) -> AsyncThrowingStream<MoviesPageUpdate, any Error>
    /// The fresh page when `execute` would end with it at once and change nothing else: the page is at hand
    /// (so the cached page is the same) and, for a first page, the query is already the most recent one or found
    /// nothing (so there is nothing to record). Nil otherwise, and the search runs through `execute`.
    func pageAtHand(query: MovieQuery, page: Int) -> MoviesPage?
}

extension SearchMoviesUseCase {
    /// Nil: a use case that keeps nothing at hand always streams.
    public func pageAtHand(query: MovieQuery, page: Int) -> MoviesPage? { nil }
}

/// `SearchMoviesUseCase` over a `MoviesRepository` and a `MovieQueriesRepository`.
public struct SearchMoviesInteractor: SearchMoviesUseCase {
    private let movies: any MoviesRepository
    private let queries: any MovieQueriesRepository

    public init(movies: any MoviesRepository, queries: any MovieQueriesRepository) {
        self.movies = movies
        self.queries = queries
    }

    public func execute(query: MovieQuery, page: Int) -> AsyncThrowingStream<MoviesPageUpdate, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: MoviesPageUpdate.self)
        let task = Task { [movies, queries] in
            do {
                if let cached = await movies.cachedPage(query: query, page: page) {
                    try Task.checkCancellation()
                    continuation.yield(.cached(cached))
                }
                let fresh = try await movies.freshPage(query: query, page: page)
                try Task.checkCancellation()
                if page == 1, !fresh.movies.isEmpty, let failure = await Self.save(query, in: queries) {
                    continuation.yield(.queryNotSaved(failure))
                }
                continuation.yield(.fresh(fresh))
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    public func pageAtHand(query: MovieQuery, page: Int) -> MoviesPage? {
        guard let fresh = movies.freshPageAtHand(query: query, page: page) else { return nil }
        // Saving the query that is already the newest changes nothing, so the search has nothing left to do.
        guard page != 1 || fresh.movies.isEmpty || queries.recentQueriesAtHand(limit: 1)?.first?.text == query.text
        else { return nil }
        return fresh
    }

    /// Saves `query`, trying once more after a failure; the last failure when both attempts failed.
    private static func save(_ query: MovieQuery, in queries: any MovieQueriesRepository) async -> StorageError? {
        var failure: StorageError?
        for _ in 0..<2 {
            do {
                try await queries.save(query)
                return nil
            } catch {
                failure = error as? StorageError ?? .failed(details: "\(error)")
            }
        }
        return failure
    }
}
