import Foundation

/// A movie with everything its details screen shows: what a search result has, and its runtime, genres,
/// tagline, production status and rating.
public struct MovieDetails: Identifiable, Hashable, Sendable, Codable {
    /// One genre, such as `Science Fiction`.
    public struct Genre: Hashable, Sendable, Codable {
        /// TMDB's genre id (878 is `Science Fiction`).
        public var id: Int
        public var name: String

        public init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    public var id: Int
    public var title: String
    public var overview: String
    /// TMDB poster path such as `/abc.jpg`; nil when the movie has none.
    public var posterPath: String?
    /// Nil when the release date is not announced.
    public var releaseDate: Date?
    /// In minutes; nil when not known.
    public var runtime: Int?
    /// In the service's order.
    public var genres: [Genre]
    /// Nil when the movie has none.
    public var tagline: String?
    /// The production status in the service's words: `Released`, `Post Production`, `Planned`, ….
    public var status: String
    /// The mean of the votes, 0…10; 0 when nobody voted.
    public var voteAverage: Double
    public var voteCount: Int

    public init(
        id: Int, title: String, overview: String, posterPath: String?, releaseDate: Date?, runtime: Int?,
        genres: [Genre], tagline: String?, status: String, voteAverage: Double, voteCount: Int
    ) {
        self.id = id
        self.title = title
        self.overview = overview
        self.posterPath = posterPath
        self.releaseDate = releaseDate
        self.runtime = runtime
        self.genres = genres
        self.tagline = tagline
        self.status = status
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }

    /// The movie as a list shows it.
    public var movie: Movie {
        Movie(
            id: id, title: title, overview: overview, posterPath: posterPath, releaseDate: releaseDate,
            voteAverage: voteAverage)
    }
}
