import DomainLayer
import Observation

/// The movies list: search, paging, cached-then-fresh pages, errors and retry.
///
/// Its requests run through `LatestRequest`: a new query cancels the running search, a late update (cached or
/// fresh) of a superseded request is dropped, and a cancelled request shows the list as it was before.
@MainActor
@Observable
public final class MoviesListViewModel: Settleable {
    /// The screen's one state value.
    public private(set) var state = State()

    /// How many pages the list's address asks for (`/movies?query=star&pages=3`): what the latest search aims
    /// at, which Retry keeps, so a failed page is retried with the pages after it.
    public private(set) var pagesWanted = 1

    /// The most pages one search loads at once (1,000 rows): a link copied after scrolling reopens the same rows,
    /// while each page may cost an upstream call with the user's key, so a shared link cannot make the server
    /// call TMDB without end (identical calls are shared and cached); "Load more" goes on from there.
    public nonisolated static let maximumPages = 50

    /// The most characters a query keeps (longer text is cut), for a search field's limit.
    public nonisolated static let maximumQueryLength = MovieQuery.maximumLength

    /// Called when a search's first page came fresh: by then the search has recorded its query among the recent
    /// ones (when it found something), so what reads them can read them again.
    @ObservationIgnored public var onFreshFirstPage: @MainActor () -> Void = {}

    @ObservationIgnored private let searchMovies: any SearchMoviesUseCase
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)

    /// Creates the list with no search.
    public init(searchMovies: any SearchMoviesUseCase) {
        self.searchMovies = searchMovies
    }

    /// The list's address: its query and the pages it shows, or will once the page on its way is shown.
    public var route: MoviesDestination {
        .list(query: state.query, pages: max(state.isLoading ? state.pageToLoad : state.page, 1))
    }

    /// The user searched `text` (the search form, a suggestion, a link or an address) to see its first `pages`
    /// pages, at most `maximumPages`. A new query cancels the running search and loads them; the query shown
    /// loads the pages it lacks, unless it is loading or failed. Blank text clears the list.
    public func didSearch(query text: String, pages: Int = 1) {
        guard let query = MovieQuery(text) else {
            requests.cancel()
            state = State()
            return
        }
        let pages = min(max(pages, 1), Self.maximumPages)
        guard query.text == state.query else {
            pagesWanted = pages
            load(query, pages: 1...pages, showing: State(query: query.text, status: .loading(.fullScreen)))
            return
        }
        guard state.status == .loaded, state.page < pages, state.hasMorePages else { return }
        pagesWanted = pages
        load(query, pages: state.pageToLoad...pages, showing: state.with(status: .loading(.nextPage)))
    }

    /// The user reached the end of the list: loads the next page unless loading or on the last page.
    public func didLoadNextPage() {
        guard let query = MovieQuery(state.query), state.hasMorePages, !state.isLoading, state.page > 0 else { return }
        pagesWanted = state.pageToLoad
        load(query, pages: state.pageToLoad...state.pageToLoad, showing: state.with(status: .loading(.nextPage)))
    }

    /// The user tapped Retry after a failure: asks again for the page that failed, and for the pages after it
    /// that the address asks for.
    public func didTapRetry() {
        guard let query = MovieQuery(state.query), case .failed = state.status else { return }
        let page = state.pageToLoad
        load(
            query, pages: page...max(page, pagesWanted),
            showing: state.with(status: .loading(page == 1 ? .fullScreen : .nextPage)))
    }

    /// The user cancelled the search: stops loading and shows the list as it was before.
    public func didCancelSearch() {
        requests.cancel()
    }

    /// The movie with `id`, if it is a row of the list.
    func movie(id: Int) -> Movie? {
        state.items.first { $0.id == id }?.movie
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }

    /// Loads `pages` one after another, each cached then fresh, while each comes fresh and more are left.
    /// The pages at hand are shown at once, without a request; the request loads the rest.
    private func load(_ query: MovieQuery, pages: ClosedRange<Int>, showing loading: State) {
        var loading = loading
        var pages = pages
        while let fresh = searchMovies.pageAtHand(query: query, page: pages.lowerBound) {
            loading.show(.fresh(fresh))
            guard loading.endPage(goingOn: pages.lowerBound < pages.upperBound) else {
                // The running request is superseded as a new one would supersede it.
                requests.cancel()
                state = loading
                return
            }
            pages = pages.lowerBound + 1...pages.upperBound
        }
        // The first page's search starts now; the request's task reads its updates.
        let first = searchMovies.execute(query: query, page: pages.lowerBound)
        requests.start(showing: loading) { [searchMovies] deliver in
            for page in pages {
                let updates = page == pages.lowerBound ? first : searchMovies.execute(query: query, page: page)
                for try await update in updates {
                    deliver { viewModel in
                        viewModel.state.show(update)
                        if page == 1, case .fresh = update { viewModel.onFreshFirstPage() }
                    }
                }
                guard deliver({ $0.state.endPage(goingOn: page < pages.upperBound) }) == true else { return }
            }
        } failed: { viewModel, message in
            viewModel.state.status = .failed(message, of: viewModel.state.status.load ?? .nextPage)
        }
    }
}
