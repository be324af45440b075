import DomainLayer
import Observation

/// The use cases the Movies scene runs on.
public struct MoviesSceneDependencies: Sendable {
    /// Search with paging, cached then fresh.
    public var searchMovies: any SearchMoviesUseCase
    /// The suggestions.
    public var fetchRecentQueries: any FetchRecentMovieQueriesUseCase
    /// Takes a suggestion out of the recent queries.
    public var removeRecentQuery: any RemoveRecentMovieQueryUseCase
    /// One movie's details, by id.
    public var fetchMovieDetails: any FetchMovieDetailsUseCase
    /// The movies popular now, shown before anything is searched; nil for a flow that opens on an empty list.
    public var fetchPopularMovies: (any FetchPopularMoviesUseCase)?
    /// A movie's page on the movie database's site, by id; nil where the ids are not the site's (the sample data,
    /// the staging API).
    public var moviePage: (@Sendable (Int) -> String)?

    /// Creates the dependencies.
    public init(
        searchMovies: any SearchMoviesUseCase, fetchRecentQueries: any FetchRecentMovieQueriesUseCase,
        removeRecentQuery: any RemoveRecentMovieQueryUseCase, fetchMovieDetails: any FetchMovieDetailsUseCase,
        fetchPopularMovies: (any FetchPopularMoviesUseCase)? = nil, moviePage: (@Sendable (Int) -> String)? = nil
    ) {
        self.searchMovies = searchMovies
        self.fetchRecentQueries = fetchRecentQueries
        self.removeRecentQuery = removeRecentQuery
        self.fetchMovieDetails = fetchMovieDetails
        self.fetchPopularMovies = fetchPopularMovies
        self.moviePage = moviePage
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
    /// The movies popular now, which the list shows before anything is searched; nil when the scene has none.
    @ObservationIgnored public let popular: PopularMoviesViewModel?
    /// The details shown; nil while the list is shown.
    public private(set) var details: MovieDetailsViewModel?
    @ObservationIgnored private let fetchMovieDetails: any FetchMovieDetailsUseCase
    @ObservationIgnored private let moviePage: (@Sendable (Int) -> String)?

    /// Starts the flow on an empty list.
    public init(dependencies: MoviesSceneDependencies) {
        list = MoviesListViewModel(searchMovies: dependencies.searchMovies)
        suggestions = MoviesSuggestionsViewModel(
            fetchRecentQueries: dependencies.fetchRecentQueries, removeRecentQuery: dependencies.removeRecentQuery)
        fetchMovieDetails = dependencies.fetchMovieDetails
        moviePage = dependencies.moviePage
        popular = dependencies.fetchPopularMovies.map(PopularMoviesViewModel.init(fetchPopular:))
        // The list's search records its query once its first page comes fresh, after the recent queries were read
        // as the list opened: read again, the query searched is the newest, not in the place it had before.
        list.onFreshFirstPage = { [suggestions] in suggestions.didFocusSearchField() }
    }

    /// The page of the movie `movieID` on the movie database's site, where the scene's ids are the site's.
    public func page(ofMovie movieID: Int) -> String? {
        moviePage?(movieID)
    }

    /// Opens `route`: the list, which searches a new query or loads the pages the route asks for (with nothing to
    /// search, the popular movies), with the recent queries read again; or a movie's details by id (a movie of the
    /// list, or of the popular movies, shows its row while they come).
    public func open(_ route: MoviesDestination) {
        switch route {
        case .list(let query, let pages):
            details = nil
            list.didSearch(query: query, pages: pages)
            if MovieQuery(query) == nil {
                popular?.didOpen()
            }
            suggestions.didFocusSearchField()
        case .details(let movieID):
            let details = MovieDetailsViewModel(fetchDetails: fetchMovieDetails)
            details.didOpen(movieID: movieID, from: list.movie(id: movieID) ?? popular?.movie(id: movieID))
            self.details = details
        }
    }

    /// Returns once neither the list, the popular movies, the suggestions nor the details load.
    public func settled() async {
        await list.settled()
        await popular?.settled()
        await suggestions.settled()
        await details?.settled()
    }

    public var isSettled: Bool {
        list.isSettled && (popular?.isSettled ?? true) && suggestions.isSettled && (details?.isSettled ?? true)
    }
}
