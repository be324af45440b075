import DomainLayer
import Observation

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

/// The Movies flow: owns the list and the suggestions, and opens routes: the list for a query, or one movie's
/// details. View models never build each other; the coordinator does.
@MainActor
@Observable
public final class MoviesFlowCoordinator: Settleable {
    /// The list; it lives as long as the flow, so coming back from details finds it intact.
    @ObservationIgnored public let list: MoviesListViewModel
    /// The recent queries.
    @ObservationIgnored public let suggestions: MoviesSuggestionsViewModel
    /// The details shown; nil while the list is shown, or when the movie opened is not in the list.
    public private(set) var details: MovieDetailsViewModel?

    /// Starts the flow on an empty list.
    public init(dependencies: MoviesSceneDependencies) {
        list = MoviesListViewModel(searchMovies: dependencies.searchMovies)
        suggestions = MoviesSuggestionsViewModel(fetchRecentQueries: dependencies.fetchRecentQueries)
    }

    /// Opens `route`: the list, which searches a new query or loads the pages the route asks for, with the
    /// recent queries read again; or the details of a movie of the list.
    public func open(_ route: MoviesRoute) {
        switch route {
        case .list(let query, let pages):
            details = nil
            list.didSearch(query: query, pages: pages)
            suggestions.didFocusSearchField()
        case .details(let movieID):
            details = list.movie(id: movieID).map(MovieDetailsViewModel.init)
        }
    }

    /// Returns once neither the list nor the suggestions load.
    public func settled() async {
        await list.settled()
        await suggestions.settled()
    }
}
