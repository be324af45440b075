import DomainLayer

/// Where search pages come from: TMDB (alpha, real) or the bundled catalogue (dev). Both answer through the
/// same rule and the same mapping, so the phases agree.
public protocol MoviesDataSource: Sendable {
    /// Page `page` (1-based) of the results for `query`, in the source's order.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func page(query: MovieQuery, page: Int) async throws -> MoviesPage
}
