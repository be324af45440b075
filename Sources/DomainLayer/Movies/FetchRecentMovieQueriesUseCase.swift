/// The suggestions: recent successful queries, newest first, unique.
public protocol FetchRecentMovieQueriesUseCase: Sendable {
    func execute(limit: Int) async throws -> [MovieQuery]
    /// What `execute(limit:)` would answer now without waiting, or nil when the queries have to be read.
    func executeAtHand(limit: Int) -> [MovieQuery]?
}

extension FetchRecentMovieQueriesUseCase {
    /// Nil: a use case that keeps nothing at hand always reads.
    public func executeAtHand(limit: Int) -> [MovieQuery]? { nil }
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

    public func executeAtHand(limit: Int = maximumCount) -> [MovieQuery]? {
        queries.recentQueriesAtHand(limit: min(limit, Self.maximumCount))
    }
}
