/// The suggestions: recent successful queries, newest first, unique.
public protocol FetchRecentMovieQueriesUseCase: Sendable {
    func execute(limit: Int) async throws -> [MovieQuery]
}

/// `FetchRecentMovieQueriesUseCase` over a `MovieQueriesRepository`.
public struct FetchRecentMovieQueriesInteractor: FetchRecentMovieQueriesUseCase {
    /// At most this many suggestions are ever shown.
    public static let maximumCount = 10

    private let queries: any MovieQueriesRepository

    public init(queries: any MovieQueriesRepository) {
        self.queries = queries
    }

    public func execute(limit: Int = maximumCount) async throws -> [MovieQuery] {
        try await queries.recentQueries(limit: min(limit, Self.maximumCount))
    }
}
