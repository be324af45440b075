/// TMDB's answer to `GET /3/search/movie`.
public struct MoviesResponseDTO: Decodable, Sendable, Equatable {
    /// The most results a page keeps (TMDB sends 20); more count as skipped.
    public static let maximumResults = 100
    /// The pages a search may have (TMDB serves at most 500); a `page` outside is bad data, a larger
    /// `total_pages` is cut to it.
    public static let maximumPages = 1000

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
        // The view model counts on from `page` (`page + 1`): an `Int.max` would trap there.
        self.init(
            page: try container.decode(Int.self, forKey: .page, in: 1...Self.maximumPages), results: results.elements,
            totalPages: try container.decodeClamped(Int.self, forKey: .totalPages, in: 0...Self.maximumPages),
            totalResults: try container.decodeClamped(Int.self, forKey: .totalResults, in: UpstreamNumbers.count),
            skippedResults: results.skipped)
    }
}

/// One movie of a TMDB search page. A row whose id is not a positive id is bad (skipped); a vote average
/// outside 0–10 is none.
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

extension MovieDTO {
    /// TMDB's vote average is out of 10.
    static let voteAverages = 0.0...10.0

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id, in: UpstreamNumbers.id),
            title: try container.decode(String.self, forKey: .title),
            overview: try container.decodeIfPresent(String.self, forKey: .overview),
            posterPath: try container.decodeIfPresent(String.self, forKey: .posterPath),
            releaseDate: try container.decodeIfPresent(String.self, forKey: .releaseDate),
            genreIds: try container.decodeIfPresent(LossyList<Int>.self, forKey: .genreIds)?.elements
                .filter(UpstreamNumbers.id.contains).prefix(MovieDetailsDTO.maximumGenres).map(\.self),
            voteAverage: container.decodeIfPresent(Double.self, forKey: .voteAverage, in: Self.voteAverages))
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
