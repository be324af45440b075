import DomainLayer
import Observation

/// The movies popular now: what the Movies scene shows before anything is searched, so it opens on movies, not
/// on an empty page. One page of them (TMDB's twenty), loaded once per flow; a failure shows with Retry.
@MainActor
@Observable
public final class PopularMoviesViewModel: Settleable {
    /// The popular movies' one state value.
    public struct State: Hashable, Sendable {
        /// Loading, loaded or failed; a load is always the whole list.
        public var status: ScreenState<ListLoad>
        /// The rows, most popular first.
        public var items: [MoviesListItemViewModel]

        /// Creates a state; the defaults are the list before it is opened.
        public init(status: ScreenState<ListLoad> = .idle, items: [MoviesListItemViewModel] = []) {
            self.status = status
            self.items = items
        }
    }

    /// The screen's state.
    public private(set) var state = State()

    @ObservationIgnored private let fetchPopular: any FetchPopularMoviesUseCase
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)

    /// Creates the list, not yet loaded.
    public init(fetchPopular: any FetchPopularMoviesUseCase) {
        self.fetchPopular = fetchPopular
    }

    /// The user came to the Movies scene with nothing searched: loads the popular movies unless they are shown
    /// or on their way (a failure is left for Retry).
    public func didOpen() {
        guard state.status == .idle else { return }
        load()
    }

    /// The user tapped Retry after a failure.
    public func didTapRetry() {
        guard case .failed = state.status else { return }
        load()
    }

    /// The movie with `id`, if it is a row of the list.
    func movie(id: Int) -> Movie? {
        state.items.first { $0.id == id }?.movie
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }

    private func load() {
        requests.start(showing: State(status: .loading(.fullScreen))) { [fetchPopular] deliver in
            let page = try await fetchPopular.execute(page: 1)
            deliver { $0.state = State(status: .loaded, items: page.movies.map(MoviesListItemViewModel.init)) }
        } failed: { viewModel, message in
            viewModel.state = State(status: .failed(message, of: .fullScreen))
        }
    }
}
