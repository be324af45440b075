import DomainLayer
import Observation

/// One movie's details: large poster, title, release date and overview.
@MainActor
@Observable
public final class MovieDetailsViewModel {
    /// The movie details screen's state.
    public struct State: Hashable, Sendable {
        /// The movie's id.
        public var id: Int
        /// The title.
        public var title: String
        /// "Release date: Jan 15, 2025", or "To be announced", as the list's row words it.
        public var releaseDate: String
        /// The synopsis.
        public var overview: String
        /// The TMDB poster path such as `/abc.jpg`; nil when the movie has none.
        public var posterPath: String?

        /// Creates a state.
        public init(id: Int, title: String, releaseDate: String, overview: String, posterPath: String?) {
            self.id = id
            self.title = title
            self.releaseDate = releaseDate
            self.overview = overview
            self.posterPath = posterPath
        }
    }

    /// The screen's one state value.
    public private(set) var state: State

    /// Shows `movie`.
    public init(movie: Movie) {
        state = State(
            id: movie.id, title: movie.title,
            releaseDate: MovieReleaseDateFormatter.releaseLine(for: movie.releaseDate),
            overview: movie.overview, posterPath: movie.posterPath)
    }
}
