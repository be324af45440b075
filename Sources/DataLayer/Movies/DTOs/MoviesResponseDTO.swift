/// TMDB's answer to `GET /3/search/movie`.
public struct MoviesResponseDTO: Decodable, Sendable, Equatable {
    /// The most results a page keeps (TMDB sends 20); more count as skipped.
    public static let maximumResults = 100

    public var page: Int
    public var results: [MovieDTO]
    public var totalPages: Int
    public var totalResults: Int
    /// Results that did not decode or were past `maximumResults`: skipped, not fatal for the page.
    public var skippedResults = 0

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }
}

extension MoviesResponseDTO {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let results = try container.decode(LossyList<MovieDTO>.self, forKey: .results).prefix(Self.maximumResults)
        self.init(
            page: try container.decode(Int.self, forKey: .page), results: results.elements,
            totalPages: try container.decode(Int.self, forKey: .totalPages),
            totalResults: try container.decode(Int.self, forKey: .totalResults), skippedResults: results.skipped)
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
