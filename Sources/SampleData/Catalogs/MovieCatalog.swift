import Foundation

/// The movie search rule shared by the dev-phase data source and the staging API.
public enum MovieCatalog {
    /// Results per page, as TMDB answers.
    public static let pageSize = 20

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
