/// TMDB's answer to `GET /3/search/movie`.
public struct MoviesResponseDTO: Decodable, Sendable, Equatable {
    public var page: Int
    public var results: [MovieDTO]
    public var totalPages: Int
    public var totalResults: Int

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}

/// One movie of a TMDB search page.
public struct MovieDTO: Decodable, Sendable, Equatable {
    public var id: Int
    public var title: String
    public var overview: String?
    public var posterPath: String?
    /// `yyyy-MM-dd`, or empty (or absent) when not announced.
    public var releaseDate: String?
    public var genreIds: [Int]?
    public var voteAverage: Double?

    enum CodingKeys: String, CodingKey {
        case id, title, overview
        case posterPath = "poster_path"
        case releaseDate = "release_date"
        case genreIds = "genre_ids"
        case voteAverage = "vote_average"
    }
}

/// TMDB's error body: `{status_code, status_message, success:false}`.
public struct TMDBErrorDTO: Decodable, Sendable, Equatable {
    public var statusCode: Int
    public var statusMessage: String

    enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }
}
