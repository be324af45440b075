import DomainLayer
import Foundation

/// One row of the movies list.
public struct MoviesListItemViewModel: Hashable, Sendable, Identifiable {
    /// The movie's id.
    public var id: Int { movie.id }
    /// The title.
    public var title: String { movie.title }
    /// The day of release, in UTC; nil while it is to be announced.
    public var releaseDate: Date? { movie.releaseDate }
    /// The synopsis.
    public var overview: String { movie.overview }
    /// The TMDB poster path such as `/abc.jpg`; nil when the movie has none.
    public var posterPath: String? { movie.posterPath }
    /// The mean of the votes out of 10; nil when nobody voted (the service sends 0) or it sent none.
    public var rating: Double? { movie.voteAverage.flatMap { $0 > 0 ? $0 : nil } }
    // What the row shows is read from the movie, not kept beside it: a list's rows are copied on every render,
    // and each kept copy of a title, synopsis and path was three more references to count.
    let movie: Movie

    /// Formats `movie` for a row.
    public init(movie: Movie) {
        self.movie = movie
    }
}
