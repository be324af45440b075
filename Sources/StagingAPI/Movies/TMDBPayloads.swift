import SampleData

/// `GET /3/search/movie`, as `tmdb_search.json`.
struct TMDBSearchPayload: Encodable {
    var page: Int
    var results: [TMDBMoviePayload]
    var totalPages: Int
    var totalResults: Int

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }

    /// `page`, whose movies are already in the answer's language.
    init(_ page: MovieSearchPage) {
        self.page = page.page
        self.results = page.results.map(TMDBMoviePayload.init)
        self.totalPages = page.totalPages
        self.totalResults = page.totalResults
    }
}

/// One movie of a TMDB search result; `poster_path` and `backdrop_path` are sent as `null` when absent.
struct TMDBMoviePayload: Encodable {
    var movie: SampleMovie

    enum CodingKeys: String, CodingKey {
        case adult, id, overview, popularity, title, video
        case backdropPath = "backdrop_path"
        case genreIds = "genre_ids"
        case originalLanguage = "original_language"
        case originalTitle = "original_title"
        case posterPath = "poster_path"
        case releaseDate = "release_date"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(movie.adult, forKey: .adult)
        try container.encode(movie.backdropPath, forKey: .backdropPath)
        try container.encode(movie.genreIds, forKey: .genreIds)
        try container.encode(movie.id, forKey: .id)
        try container.encode(movie.originalLanguage, forKey: .originalLanguage)
        try container.encode(movie.originalTitle, forKey: .originalTitle)
        try container.encode(movie.overview, forKey: .overview)
        try container.encode(movie.popularity, forKey: .popularity)
        try container.encode(movie.posterPath, forKey: .posterPath)
        try container.encode(movie.releaseDate, forKey: .releaseDate)
        try container.encode(movie.title, forKey: .title)
        try container.encode(movie.video, forKey: .video)
        try container.encode(movie.voteAverage, forKey: .voteAverage)
        try container.encode(movie.voteCount, forKey: .voteCount)
    }
}

/// `GET /3/movie/{id}`: the search result's fields (without `genre_ids`) plus `genres` (`{id, name}`),
/// `runtime` (`null` when unknown), `tagline` (`""` when none), `status` and the production facts
/// (``TMDBMovieProduction``), the text in `language` (TMDB's `language` parameter; English when absent or not held).
struct TMDBMovieDetailsPayload: Encodable {
    var movie: SampleMovie
    var language: String?

    init(movie: SampleMovie, language: String? = nil) {
        self.movie = MovieCatalog.localized(movie, language: language)
        self.language = language
    }

    enum CodingKeys: String, CodingKey {
        case adult, genres, id, overview, popularity, runtime, status, tagline, title, video
        case backdropPath = "backdrop_path"
        case originalLanguage = "original_language"
        case originalTitle = "original_title"
        case posterPath = "poster_path"
        case releaseDate = "release_date"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }

    struct Genre: Encodable {
        var id: Int
        var name: String
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(movie.adult, forKey: .adult)
        try container.encode(movie.backdropPath, forKey: .backdropPath)
        let genres = MovieCatalog.genres(of: movie, language: language).map { Genre(id: $0.id, name: $0.name) }
        try container.encode(genres, forKey: .genres)
        try container.encode(movie.id, forKey: .id)
        try container.encode(movie.originalLanguage, forKey: .originalLanguage)
        try container.encode(movie.originalTitle, forKey: .originalTitle)
        try container.encode(movie.overview, forKey: .overview)
        try container.encode(movie.popularity, forKey: .popularity)
        try container.encode(movie.posterPath, forKey: .posterPath)
        try container.encode(movie.releaseDate, forKey: .releaseDate)
        try container.encode(movie.runtime, forKey: .runtime)
        try container.encode(movie.status, forKey: .status)
        try container.encode(movie.tagline, forKey: .tagline)
        try container.encode(movie.title, forKey: .title)
        try container.encode(movie.video, forKey: .video)
        try container.encode(movie.voteAverage, forKey: .voteAverage)
        try container.encode(movie.voteCount, forKey: .voteCount)
        let korean = MovieCatalog.translationCode(language: language) == "ko"
        try TMDBMovieProduction(movie, korean: korean).encode(to: encoder)
    }
}

/// TMDB's error body: `{status_code, status_message, success: false}`.
struct TMDBErrorPayload: Encodable {
    var statusCode: Int
    var statusMessage: String
    var success = false

    enum CodingKeys: String, CodingKey {
        case success
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }

    static let invalidAPIKey = TMDBErrorPayload(
        statusCode: 7, statusMessage: "Invalid API key: You must be granted a valid key.")
    static let notFound = TMDBErrorPayload(
        statusCode: 34, statusMessage: "The resource you requested could not be found.")
    static let invalidPage = TMDBErrorPayload(
        statusCode: 22,
        statusMessage: "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.")
    static let rateLimited = TMDBErrorPayload(
        statusCode: 25, statusMessage: "Your request count (#) is over the allowed limit of (40).")
    static let internalError = TMDBErrorPayload(
        statusCode: 11, statusMessage: "Internal error: Something went wrong, contact TMDb.")

    /// The body TMDB sends with `status`.
    static func forStatus(_ status: Int) -> TMDBErrorPayload {
        switch status {
        case 400, 422: invalidPage
        case 401: invalidAPIKey
        case 403:
            TMDBErrorPayload(
                statusCode: 3,
                statusMessage: "Authentication failed: You do not have permissions to access the service.")
        case 404: notFound
        case 429: rateLimited
        case 503:
            TMDBErrorPayload(
                statusCode: 9,
                statusMessage: "Service offline - This service is temporarily offline, try again later.")
        case 504:
            TMDBErrorPayload(
                statusCode: 24, statusMessage: "Your request to the backend server timed out. Try again.")
        default: internalError
        }
    }
}
