/// A movie of the bundled catalogue, in TMDB's terms (`release_date` is `yyyy-MM-dd` or empty).
public struct SampleMovie: Codable, Hashable, Sendable {
    public var id: Int
    public var title: String
    public var originalTitle: String
    public var originalLanguage: String
    public var overview: String
    /// TMDB-style path such as `/a1b2c3.svg`, or `nil` when the movie has no poster.
    public var posterPath: String?
    public var backdropPath: String?
    /// `yyyy-MM-dd`, or `""` when the date is not announced.
    public var releaseDate: String
    public var genreIds: [Int]
    public var popularity: Double
    public var voteAverage: Double
    public var voteCount: Int
    /// Minutes, or `nil` when not known (TMDB sends `null`).
    public var runtime: Int?
    /// One line under the title, or `""` when the movie has none.
    public var tagline: String
    /// TMDB's production status: `Released`, or `Rumored`, `Planned`, `In Production`, `Post Production`.
    public var status: String
    public var adult: Bool
    public var video: Bool
    /// The movie's text in other languages, by ISO 639-1 code (`ko`), as TMDB's translations hold it; the fields
    /// above are the English text.
    public var translations: [String: SampleMovieTranslation]

    public init(
        id: Int, title: String, originalTitle: String, originalLanguage: String, overview: String,
        posterPath: String?, backdropPath: String?, releaseDate: String, genreIds: [Int],
        popularity: Double, voteAverage: Double, voteCount: Int, runtime: Int? = nil, tagline: String = "",
        status: String = "Released", adult: Bool = false, video: Bool = false,
        translations: [String: SampleMovieTranslation] = [:]
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.originalLanguage = originalLanguage
        self.overview = overview
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.releaseDate = releaseDate
        self.genreIds = genreIds
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.runtime = runtime
        self.tagline = tagline
        self.status = status
        self.adult = adult
        self.video = video
        self.translations = translations
    }
}

/// A movie's title, overview and tagline in one language other than English.
public struct SampleMovieTranslation: Codable, Hashable, Sendable {
    public var title: String
    /// `""` when the movie has none, as in English.
    public var overview: String
    /// `""` when the movie has none, as in English.
    public var tagline: String

    public init(title: String, overview: String, tagline: String) {
        self.title = title
        self.overview = overview
        self.tagline = tagline
    }
}
