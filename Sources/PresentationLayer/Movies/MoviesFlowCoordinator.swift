import DomainLayer
import Observation

/// Where the Movies scene is: the list (with its query) or one movie's details.
public enum MoviesRoute: Hashable, Sendable {
    case list(query: String)
    case details(movieID: Int)
}

/// The use cases the Movies scene runs on.
public struct MoviesSceneDependencies: Sendable {
    /// Search with paging, cached then fresh.
    public var searchMovies: any SearchMoviesUseCase
    /// The suggestions.
    public var fetchRecentQueries: any FetchRecentMovieQueriesUseCase

    /// Creates the dependencies.
    public init(searchMovies: any SearchMoviesUseCase, fetchRecentQueries: any FetchRecentMovieQueriesUseCase) {
        self.searchMovies = searchMovies
        self.fetchRecentQueries = fetchRecentQueries
    }
}

/// The Movies flow: owns the list and the suggestions, and decides list ↔ details navigation. View models
/// never build each other; they ask this coordinator through their actions.
@MainActor
@Observable
public final class MoviesFlowCoordinator: Settleable {
    /// Where the flow is.
    public private(set) var route: MoviesRoute = .list(query: "")
    /// The list; it lives as long as the flow, so coming back from details finds it intact.
    @ObservationIgnored public let list: MoviesListViewModel
    /// The recent queries.
    @ObservationIgnored public let suggestions: MoviesSuggestionsViewModel
    /// The details shown, while `route` is `.details`.
    public private(set) var details: MovieDetailsViewModel?

    /// Starts the flow on an empty list.
    public init(dependencies: MoviesSceneDependencies) {
        // NB: the children reach the coordinator weakly, through a box filled once `self` exists.
        let coordinator = WeakCoordinator()
        list = MoviesListViewModel(
            searchMovies: dependencies.searchMovies,
            actions: MoviesListViewModelActions { movie in coordinator.value?.showMovieDetails(movie) })
        suggestions = MoviesSuggestionsViewModel(fetchRecentQueries: dependencies.fetchRecentQueries) { query in
            coordinator.value?.runSearch(query)
        }
        coordinator.value = self
    }

    /// Returns once neither the list nor the suggestions load.
    public func settled() async {
        await list.settled()
        await suggestions.settled()
    }

    /// The user left the details: back to the list as it was.
    public func didCloseDetails() {
        details = nil
        route = .list(query: list.state.query)
    }

    private func showMovieDetails(_ movie: Movie) {
        details = MovieDetailsViewModel(movie: movie)
        route = .details(movieID: movie.id)
    }

    private func runSearch(_ query: MovieQuery) {
        details = nil
        list.didSearch(query: query.text)
        route = .list(query: query.text)
    }
}

@MainActor
private final class WeakCoordinator {
    weak var value: MoviesFlowCoordinator?
}
