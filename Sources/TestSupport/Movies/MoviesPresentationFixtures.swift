import DomainLayer
import Foundation

/// Pages of made-up movies whose ids tell their query, page and position, for the Movies view-model tests.
public enum MoviesPresentationFixtures {
    /// The queries ids are made from, in order.
    public static let queries = ["alpha", "beta", "gamma"]

    /// The id of the movie at `index` of `page` for `query` (`queries` index × 1,000,000 + page × 1,000 +
    /// index).
    public static func movieID(query: String, page: Int, index: Int) -> Int {
        (queries.firstIndex(of: query) ?? queries.count) * 1_000_000 + page * 1_000 + index
    }

    /// Page `page` of `totalPages` for `query`, with `size` movies; a cached copy's titles end in
    /// " (cached)".
    public static func page(
        _ page: Int, of totalPages: Int, query: String, size: Int = 20, cached: Bool = false
    ) -> MoviesPage {
        MoviesPage(
            page: page, totalPages: totalPages,
            movies: (0..<size).map { index in
                movie(id: movieID(query: query, page: page, index: index), cached: cached)
            })
    }

    /// A movie released on 2025-01-15 (UTC), with a poster.
    public static func movie(id: Int, title: String? = nil, cached: Bool = false) -> Movie {
        Movie(
            id: id, title: (title ?? "Movie \(id)") + (cached ? " (cached)" : ""), overview: "Overview of \(id).",
            posterPath: "/poster\(id).jpg", releaseDate: Date(timeIntervalSince1970: 1_736_899_200))
    }
}
