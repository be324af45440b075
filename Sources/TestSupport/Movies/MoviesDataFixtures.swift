import DomainLayer

/// Small domain values for the Movies scene's data-side tests.
public enum MoviesDataFixtures {
    /// A page of `count` movies with ids `firstID…`, titled `<title> <id>`, for tests that need pages only
    /// to tell apart.
    public static func page(
        _ page: Int, totalPages: Int = 3, count: Int = 2, firstID: Int = 1, title: String = "Movie"
    ) -> MoviesPage {
        MoviesPage(
            page: page, totalPages: totalPages,
            movies: (firstID..<firstID + count).map { id in
                Movie(id: id, title: "\(title) \(id)", overview: "", posterPath: nil, releaseDate: nil)
            })
    }

    /// `text` as a query.
    /// - Throws: `BlankQuery` when `text` is blank.
    public static func query(_ text: String) throws -> MovieQuery {
        guard let query = MovieQuery(text) else { throw BlankQuery() }
        return query
    }

    /// A test asked for a query with no text.
    public struct BlankQuery: Error {}
}
