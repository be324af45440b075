import DomainLayer
import Foundation

/// One row of the movies list.
public struct MoviesListItemViewModel: Hashable, Sendable, Identifiable {
    /// The movie's id.
    public let id: Int
    /// The title.
    public let title: String
    /// The day of release, in UTC; nil while it is to be announced.
    public let releaseDate: Date?
    /// The synopsis.
    public let overview: String
    /// The TMDB poster path such as `/abc.jpg`; nil when the movie has none.
    public let posterPath: String?
    let movie: Movie

    /// Formats `movie` for a row.
    public init(movie: Movie) {
        id = movie.id
        title = movie.title
        releaseDate = movie.releaseDate
        overview = movie.overview
        posterPath = movie.posterPath
        self.movie = movie
    }
}
