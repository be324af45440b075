import DomainLayer
import Foundation
import Observation

/// One movie's details: large poster, title, tagline, release date, runtime, genres and overview, by id, so
/// a details address opens in any session (a movie of the list it came from shows at once).
@MainActor
@Observable
public final class MovieDetailsViewModel: Settleable {
    /// The movie details screen's one state, by the movie's id: while it loads, the list's row if it came from
    /// there; a failure keeps no row.
    public typealias State = DetailState<Int, Content>

    /// What the details screen shows of a movie.
    public struct Content: Hashable, Sendable {
        /// The movie's id.
        public var id: Int
        /// The title.
        public var title: String
        /// The tagline, if the movie has one (not known from a list row).
        public var tagline: String?
        /// The day of release, in UTC; nil while it is to be announced.
        public var releaseDate: Date?
        /// The running time in minutes, if known.
        public var runtime: Int?
        /// "Action, Science Fiction", if known.
        public var genres: String?
        /// The synopsis.
        public var overview: String
        /// The TMDB poster path such as `/abc.jpg`; nil when the movie has none.
        public var posterPath: String?
        /// The mean of the votes out of 10; nil when nobody voted or it is not known.
        public var rating: Double?

        /// What a list row knows of `movie`.
        public init(_ movie: Movie) {
            id = movie.id
            title = movie.title
            releaseDate = movie.releaseDate
            overview = movie.overview
            posterPath = movie.posterPath
            rating = movie.voteAverage.flatMap { $0 > 0 ? $0 : nil }
        }

        /// Everything the details have.
        public init(_ details: MovieDetails) {
            self.init(details.movie)
            tagline = details.tagline
            runtime = details.runtime
            genres = details.genres.isEmpty ? nil : details.genres.map(\.name).joined(separator: ", ")
            rating = details.voteCount > 0 && details.voteAverage > 0 ? details.voteAverage : nil
        }
    }

    /// The screen's state.
    public private(set) var state: State = .idle

    @ObservationIgnored private let fetchDetails: any FetchMovieDetailsUseCase
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)

    public init(fetchDetails: any FetchMovieDetailsUseCase) {
        self.fetchDetails = fetchDetails
    }

    /// The user opened the details of the movie with `id`; `movie` is the list's row, shown while the details
    /// come. Details on their way for the same id are kept.
    public func didOpen(movieID id: Int, from movie: Movie? = nil) {
        if case .loading(id, _) = state { return }
        requests.start(showing: .loading(id, preview: movie.map(Content.init))) { [fetchDetails] deliver in
            do {
                let details = try await fetchDetails.execute(id: id)
                deliver { $0.state = .loaded(Content(details)) }
            } catch DomainError.notFound {
                deliver { $0.state = .notFound(id) }
            }
        } failed: { viewModel, message in
            viewModel.state = .failed(message, of: id)
        }
    }

    /// The user asked to try again after a failure.
    public func didTapRetry() {
        guard case .failed(_, let id, _) = state else { return }
        didOpen(movieID: id)
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }
}
