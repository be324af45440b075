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

    /// TMDB's movie genres by id, with their Korean names (`GET /3/genre/movie/list?language=ko-KR`).
    public static let koreanGenreNames: [Int: String] = [
        28: "액션", 12: "모험", 16: "애니메이션", 35: "코미디", 80: "범죄", 99: "다큐멘터리", 18: "드라마",
        10751: "가족", 14: "판타지", 36: "역사", 27: "공포", 10402: "음악", 9648: "미스터리",
        10749: "로맨스", 878: "SF", 10770: "TV 영화", 53: "스릴러", 10752: "전쟁", 37: "서부",
    ]

    /// The translation a TMDB `language` parameter (`ko-KR`, `ko`, `en-US`) asks for: the ISO 639-1 code of its
    /// primary subtag when the catalogue holds that language (`ko`), else nil for the English text, as TMDB
    /// falls back to it.
    public static func translationCode(language: String?) -> String? {
        guard let language else { return nil }
        let code = language.prefix { $0.isLetter }.lowercased()
        return code == "ko" ? code : nil
    }

    /// `movie` with its title, overview and tagline in `language` (a TMDB `language` parameter), or as it is when
    /// that language is English, absent or not held.
    public static func localized(_ movie: SampleMovie, language: String?) -> SampleMovie {
        guard let code = translationCode(language: language), let translation = movie.translations[code] else {
            return movie
        }
        var localized = movie
        localized.title = translation.title
        localized.overview = translation.overview
        localized.tagline = translation.tagline
        return localized
    }

    /// The movie with `id`, or nil when there is none (`GET /3/movie/{id}` answers 404 code 34).
    public static func movie(_ movies: [SampleMovie], id: Int) -> SampleMovie? {
        movies.first { $0.id == id }
    }

    /// The movie's genres as TMDB's details list them, in its `genreIds` order; an id without a name is left
    /// out.
    /// Named in `language` (a TMDB `language` parameter): Korean for `ko…`, else English.
    public static func genres(of movie: SampleMovie, language: String? = nil) -> [(id: Int, name: String)] {
        let names = translationCode(language: language) == "ko" ? koreanGenreNames : genreNames
        return movie.genreIds.compactMap { id in names[id].map { (id: id, name: $0) } }
    }

    /// Case- and diacritic-insensitive: every whitespace-separated word of the trimmed query must occur in the
    /// title, or every one in the title of one of its translations (TMDB finds a movie by its title in any
    /// language; the results are written in `language`, a TMDB `language` parameter). Ordered by popularity descending, then id ascending. Empty query → no results. A page past the
    /// last → empty results with that page number. totalPages = ceil(totalResults / pageSize), and 1 when
    /// there are no results (as TMDB answers).
    ///
    /// A page below 1 is treated like a page past the last: empty results with that page number (the staging
    /// API rejects such pages before asking).
    public static func search(
        _ movies: [SampleMovie], query: String, page: Int, language: String? = nil
    ) -> MovieSearchPage {
        let words = fold(query).split(whereSeparator: { $0.isWhitespace || $0.isNewline }).map(String.init)
        let matches: [SampleMovie]
        if words.isEmpty {
            matches = []
        } else {
            matches =
                movies
                .filter { movie in
                    let titles = [movie.title] + movie.translations.values.map(\.title)
                    return titles.contains { title in
                        let title = fold(title)
                        return words.allSatisfy { title.contains($0) }
                    }
                }
                .sorted { lhs, rhs in
                    lhs.popularity != rhs.popularity ? lhs.popularity > rhs.popularity : lhs.id < rhs.id
                }
        }
        let totalPages = max(1, (matches.count + pageSize - 1) / pageSize)
        var results: [SampleMovie] = []
        if page >= 1 && page <= totalPages {
            let start = (page - 1) * pageSize
            results = matches[start..<min(start + pageSize, matches.count)].map { localized($0, language: language) }
        }
        return MovieSearchPage(page: page, results: results, totalPages: totalPages, totalResults: matches.count)
    }

    /// The movies popular now, as TMDB's `GET /3/movie/popular` pages them: every movie, by popularity descending
    /// then id ascending (the search's order), written in `language`. Pages as `search` pages, with the same
    /// answer for a page past the last.
    public static func popular(_ movies: [SampleMovie], page: Int, language: String? = nil) -> MovieSearchPage {
        let ranked = movies.sorted { lhs, rhs in
            lhs.popularity != rhs.popularity ? lhs.popularity > rhs.popularity : lhs.id < rhs.id
        }
        let totalPages = max(1, (ranked.count + pageSize - 1) / pageSize)
        var results: [SampleMovie] = []
        if page >= 1 && page <= totalPages {
            let start = (page - 1) * pageSize
            results = ranked[start..<min(start + pageSize, ranked.count)].map { localized($0, language: language) }
        }
        return MovieSearchPage(page: page, results: results, totalPages: totalPages, totalResults: ranked.count)
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
