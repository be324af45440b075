import DomainLayer
import Observation

/// What the movies list asks its coordinator to do.
public struct MoviesListViewModelActions: Sendable {
    /// Show a movie's details.
    public var showMovieDetails: @MainActor @Sendable (Movie) -> Void

    /// Creates the actions.
    public init(showMovieDetails: @escaping @MainActor @Sendable (Movie) -> Void) {
        self.showMovieDetails = showMovieDetails
    }
}

/// The movies list: search, paging, cached-then-fresh pages, errors and retry.
///
/// Its requests run through `LatestRequest`: a new query cancels the running search, a late update (cached or
/// fresh) of a superseded request is dropped, and a cancelled request shows the list as it was before.
@MainActor
@Observable
public final class MoviesListViewModel: Settleable {
    /// The screen's one state value.
    public private(set) var state = MoviesListState()

    @ObservationIgnored private let searchMovies: any SearchMoviesUseCase
    @ObservationIgnored private let actions: MoviesListViewModelActions?
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state, subject: "movies")

    /// Creates the list with no search.
    public init(searchMovies: any SearchMoviesUseCase, actions: MoviesListViewModelActions? = nil) {
        self.searchMovies = searchMovies
        self.actions = actions
    }

    /// The user searched `text`: cancels the running search and loads page 1. Blank text clears the list.
    public func didSearch(query text: String) {
        guard let query = MovieQuery(text) else {
            requests.cancel()
            state = MoviesListState()
            return
        }
        load(query, page: 1, showing: MoviesListState(query: query.text, status: .loading(.fullScreen)))
    }

    /// The user reached the end of the list: loads the next page unless loading or on the last page.
    public func didLoadNextPage() {
        guard let query = MovieQuery(state.query), state.hasMorePages, !state.isLoading, state.page > 0 else { return }
        load(query, page: state.pageToLoad, showing: state.with(status: .loading(.nextPage)))
    }

    /// The user tapped Retry after a failure: asks again for the page that failed.
    public func didTapRetry() {
        guard let query = MovieQuery(state.query), case .failed = state.status else { return }
        let page = state.pageToLoad
        load(query, page: page, showing: state.with(status: .loading(page == 1 ? .fullScreen : .nextPage)))
    }

    /// The user cancelled the search: stops loading and shows the list as it was before.
    public func didCancelSearch() {
        requests.cancel()
    }

    /// The user chose the row at `index`.
    public func didSelectItem(at index: Int) {
        guard state.items.indices.contains(index) else { return }
        actions?.showMovieDetails(state.items[index].movie)
    }

    /// The user chose the movie with `id` (a row of the list); nothing happens for another id.
    public func didSelectMovie(id: Int) {
        guard let index = state.items.firstIndex(where: { $0.id == id }) else { return }
        didSelectItem(at: index)
    }

    public func settled() async {
        await requests.settled()
    }

    private func load(_ query: MovieQuery, page: Int, showing loading: MoviesListState) {
        // NB: the search starts now; the request's task reads its updates.
        let updates = searchMovies.execute(query: query, page: page)
        requests.start(showing: loading) { deliver in
            for try await update in updates {
                deliver { $0.state.show(update) }
            }
            // NB: a stream that ends without a fresh page leaves the rows as they are.
            deliver { $0.state.endLoading() }
        } failed: { viewModel, message in
            viewModel.state.status = .failed(message)
        }
    }
}
