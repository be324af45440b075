import DomainLayer
import Foundation

/// One row of the movies list, formatted for display.
public struct MoviesListItemViewModel: Hashable, Sendable, Identifiable {
    /// The movie's id.
    public let id: Int
    /// The title.
    public let title: String
    /// "Release date: Jan 15, 2025", or "To be announced".
    public let releaseDate: String
    /// The synopsis.
    public let overview: String
    /// The TMDB poster path such as `/abc.jpg`; nil when the movie has none.
    public let posterPath: String?
    let movie: Movie

    /// Formats `movie` for a row.
    public init(movie: Movie) {
        id = movie.id
        title = movie.title
        releaseDate = MovieReleaseDateFormatter.releaseLine(for: movie.releaseDate)
        overview = movie.overview
        posterPath = movie.posterPath
        self.movie = movie
    }
}
