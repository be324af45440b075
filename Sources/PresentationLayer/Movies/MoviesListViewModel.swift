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
/// One task loads at a time; a new query cancels it, and a generation token drops any late update
/// (cached or fresh) of a superseded request. A cancellation is never shown as an error.
@MainActor
@Observable
public final class MoviesListViewModel {
    /// The screen's one state value.
    public private(set) var state = MoviesListState()

    @ObservationIgnored private let searchMovies: any SearchMoviesUseCase
    @ObservationIgnored private let actions: MoviesListViewModelActions?
    @ObservationIgnored private var query: MovieQuery?
    @ObservationIgnored private var loadTask: Task<Void, Never>?
    @ObservationIgnored private var generation = 0

    /// Creates the list with no search.
    public init(searchMovies: any SearchMoviesUseCase, actions: MoviesListViewModelActions? = nil) {
        self.searchMovies = searchMovies
        self.actions = actions
    }

    isolated deinit {
        loadTask?.cancel()
    }

    /// The user searched `text`: cancels the running search and loads page 1. Blank text clears the list.
    public func didSearch(query text: String) {
        cancelLoad()
        guard let query = MovieQuery(text) else {
            self.query = nil
            state = MoviesListState()
            return
        }
        self.query = query
        state = MoviesListState(query: query.text, status: .loading(.fullScreen))
        load(query: query, page: 1)
    }

    /// The user reached the end of the list: loads the next page unless loading or on the last page.
    public func didLoadNextPage() {
        guard let query, state.hasMorePages, !state.isLoading, state.page > 0 else { return }
        state.status = .loading(.nextPage)
        load(query: query, page: state.pageToLoad)
    }

    /// The user tapped Retry after a failure: asks again for the page that failed.
    public func didTapRetry() {
        guard let query, case .failed = state.status else { return }
        let page = state.pageToLoad
        state.status = .loading(page == 1 ? .fullScreen : .nextPage)
        load(query: query, page: page)
    }

    /// The user cancelled the search: stops loading and keeps the rows shown.
    public func didCancelSearch() {
        guard state.isLoading else { return }
        cancelLoad()
        state.status = state.page == 0 ? .idle : .loaded
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

    private func cancelLoad() {
        generation += 1
        loadTask?.cancel()
        loadTask = nil
    }

    private func load(query: MovieQuery, page: Int) {
        generation += 1
        loadTask?.cancel()
        let current = generation
        let updates = searchMovies.execute(query: query, page: page)
        loadTask = Task { [weak self] in
            do {
                for try await update in updates {
                    guard let self, self.generation == current else { return }
                    self.show(update)
                }
                guard let self, self.generation == current, self.state.isLoading else { return }
                // NB: a stream that ends without a fresh page leaves the rows as they are.
                self.state.status = self.state.page == 0 ? .idle : .loaded
            } catch {
                guard let self, self.generation == current else { return }
                self.fail(with: error)
            }
        }
    }

    private func show(_ update: MoviesPageUpdate) {
        state.show(update)
        if case .fresh = update {
            state.status = .loaded
            loadTask = nil
        }
    }

    private func fail(with error: any Error) {
        loadTask = nil
        if let message = ErrorMessage(error, subject: "movies") {
            state.status = .failed(message)
        } else {
            state.status = state.page == 0 ? .idle : .loaded
        }
    }
}
