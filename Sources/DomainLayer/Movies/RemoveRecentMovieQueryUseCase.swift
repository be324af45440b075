/// Takes a query out of the suggestions: the recent query equal to it without regard to case is deleted, for good.
public protocol RemoveRecentMovieQueryUseCase: Sendable {
    /// Returns once the query is deleted (or when none was kept).
    /// - Throws: the storage's error when the deletion could not be written.
    func execute(query: MovieQuery) async throws
}

/// `RemoveRecentMovieQueryUseCase` over a `MovieQueriesRepository`.
public struct RemoveRecentMovieQueryInteractor: RemoveRecentMovieQueryUseCase {
    private let queries: any MovieQueriesRepository

    public init(queries: any MovieQueriesRepository) {
        self.queries = queries
    }

    public func execute(query: MovieQuery) async throws {
        try await queries.remove(query)
    }
}
