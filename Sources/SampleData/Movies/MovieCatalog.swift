import Foundation

/// The movie search and look-up rules shared by the dev-phase data source and the staging API.
public enum MovieCatalog {
    /// Results per page, as TMDB answers.
    public static let pageSize = 20

    /// TMDB's movie genres by id, with their English names (`GET /3/genre/movie/list`).
    public static let genreNames: [Int: String] = [
        28: "Action", 12: "Adventure", 16: "Animation", 35: "Comedy", 80: "Crime", 99: "Documentary", 18: "Drama",
        10751: "Family", 14: "Fantasy", 36: "History", 27: "Horror", 10402: "Music", 9648: "Mystery",
        10749: "Romance", 878: "Science Fiction", 10770: "TV Movie", 53: "Thriller", 10752: "War", 37: "Western",
    ]

    /// The movie with `id`, or nil when there is none (`GET /3/movie/{id}` answers 404 code 34).
    public static func movie(_ movies: [SampleMovie], id: Int) -> SampleMovie? {
        movies.first { $0.id == id }
    }

    /// The movie's genres as TMDB's details list them, in its `genreIds` order; an id without a name is left
    /// out.
    public static func genres(of movie: SampleMovie) -> [(id: Int, name: String)] {
        movie.genreIds.compactMap { id in genreNames[id].map { (id: id, name: $0) } }
    }

    /// Case- and diacritic-insensitive: every whitespace-separated word of the trimmed query must occur in the
    /// title. Ordered by popularity descending, then id ascending. Empty query → no results. A page past the
    /// last → empty results with that page number. totalPages = ceil(totalResults / pageSize), and 1 when
    /// there are no results (as TMDB answers).
    ///
    /// A page below 1 is treated like a page past the last: empty results with that page number (the staging
    /// API rejects such pages before asking).
    public static func search(_ movies: [SampleMovie], query: String, page: Int) -> MovieSearchPage {
        let words = fold(query).split(whereSeparator: { $0.isWhitespace || $0.isNewline }).map(String.init)
        let matches: [SampleMovie]
        if words.isEmpty {
            matches = []
        } else {
            matches =
                movies
                .filter { movie in
                    let title = fold(movie.title)
                    return words.allSatisfy { title.contains($0) }
                }
                .sorted { lhs, rhs in
                    lhs.popularity != rhs.popularity ? lhs.popularity > rhs.popularity : lhs.id < rhs.id
                }
        }
        let totalPages = max(1, (matches.count + pageSize - 1) / pageSize)
        var results: [SampleMovie] = []
        if page >= 1 && page <= totalPages {
            let start = (page - 1) * pageSize
            results = Array(matches[start..<min(start + pageSize, matches.count)])
        }
        return MovieSearchPage(page: page, results: results, totalPages: totalPages, totalResults: matches.count)
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
