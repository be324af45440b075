/// TMDB's answer to `GET /3/movie/{id}`.
public struct MovieDetailsDTO: Decodable, Sendable, Equatable {
    /// The most genres kept (TMDB has 19); more count as skipped.
    public static let maximumGenres = 20
    /// The longest runtime believed, in minutes (the longest films run some 50,000); a longer one is not known.
    public static let maximumRuntime = 100_000

    public var id: Int
    public var title: String
    public var originalTitle: String?
    public var overview: String?
    public var posterPath: String?
    public var backdropPath: String?
    /// `yyyy-MM-dd`, or empty (or absent) when not announced.
    public var releaseDate: String?
    /// Minutes; null (or 0) when not known.
    public var runtime: Int?
    public var genres: [MovieGenreDTO]
    /// Empty when the movie has none.
    public var tagline: String?
    public var status: String?
    public var voteAverage: Double?
    public var voteCount: Int?
    /// Genres that did not decode or were past `maximumGenres`: skipped, not fatal for the movie.
    public var skippedGenres = 0

    enum CodingKeys: String, CodingKey {
        case id, title, overview, runtime, genres, tagline, status
        case originalTitle = "original_title"
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case releaseDate = "release_date"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }
}

extension MovieDetailsDTO {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let genres =
            try container.decodeIfPresent(LossyList<MovieGenreDTO>.self, forKey: .genres)?.prefix(Self.maximumGenres)
            ?? LossyList(elements: [])
        // An id out of range makes the answer bad data; a runtime, vote average or vote count out of range is
        // not known (none, 0).
        self.init(
            id: try container.decode(Int.self, forKey: .id, in: UpstreamNumbers.id),
            title: try container.decode(String.self, forKey: .title),
            originalTitle: try container.decodeIfPresent(String.self, forKey: .originalTitle),
            overview: try container.decodeIfPresent(String.self, forKey: .overview),
            posterPath: try container.decodeIfPresent(String.self, forKey: .posterPath),
            backdropPath: try container.decodeIfPresent(String.self, forKey: .backdropPath),
            releaseDate: try container.decodeIfPresent(String.self, forKey: .releaseDate),
            runtime: container.decodeIfPresent(Int.self, forKey: .runtime, in: 1...Self.maximumRuntime),
            genres: genres.elements,
            tagline: try container.decodeIfPresent(String.self, forKey: .tagline),
            status: try container.decodeIfPresent(String.self, forKey: .status),
            voteAverage: container.decodeIfPresent(Double.self, forKey: .voteAverage, in: MovieDTO.voteAverages),
            voteCount: container.decodeIfPresent(Int.self, forKey: .voteCount, in: UpstreamNumbers.count),
            skippedGenres: genres.skipped)
    }
}

/// One genre of a TMDB movie: `{id, name}`; a genre whose id is not a positive id is bad (skipped).
public struct MovieGenreDTO: Decodable, Sendable, Equatable {
    public var id: Int
    public var name: String

    enum CodingKeys: String, CodingKey {
        case id, name
    }
}

extension MovieGenreDTO {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id, in: UpstreamNumbers.id),
            name: try container.decode(String.self, forKey: .name))
    }
}
