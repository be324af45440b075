import DomainLayer

/// Where search pages and movie details come from: TMDB (alpha, real) or the bundled catalogue (dev). Both
/// answer through the same rules and the same mappings, so the phases agree.
public protocol MoviesDataSource: Sendable {
    /// The language titles, overviews, taglines and genres are written in.
    var language: MovieLanguage { get }
    /// Page `page` (1-based) of the results for `query`, in the source's order.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func page(query: MovieQuery, page: Int) async throws -> MoviesPage
    /// The details of the movie with this id.
    /// - Throws: `DomainError.notFound` for an unknown movie, another `DomainError`, or `CancellationError`.
    func details(id: Int) async throws -> MovieDetails
    /// Page `page` (1-based) of the movies popular now, most popular first.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func popularPage(page: Int) async throws -> MoviesPage
}
