import DomainLayer
import Observation

/// The Bookshelf list: every item, loaded when the screen is shown; after a failure the items shown stay, and
/// Retry loads again.
@MainActor
@Observable
public final class BookshelfListViewModel: Settleable {
    /// The screen's one state: the items shown and what the list is doing.
    public struct State: Hashable, Sendable {
        /// The items shown, in the service's order; a load and a failure keep them.
        public var items: [BookshelfRowViewModel]
        /// Idle, loading, loaded, or failed with the load that Retry asks for again.
        public var status: ScreenState<ListLoad>

        /// Creates a state; the defaults are the screen before its first load.
        public init(items: [BookshelfRowViewModel] = [], status: ScreenState<ListLoad> = .idle) {
            self.items = items
            self.status = status
        }
    }

    /// The screen's state.
    public private(set) var state = State()

    @ObservationIgnored private let fetchList: any FetchBookListUseCase
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)

    public init(fetchList: any FetchBookListUseCase) {
        self.fetchList = fetchList
    }

    /// The list's address.
    public var route: BookshelfDestination { .list }

    /// The screen was shown: loads the items the first time; later appearances keep what is shown.
    public func didAppear() {
        guard state.status == .idle else { return }
        load()
    }

    /// The user asked to try again: loads the items again, replacing a load on its way.
    public func didTapRetry() {
        load()
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }

    private func load() {
        let items = state.items
        let load: ListLoad = items.isEmpty ? .fullScreen : .refresh
        requests.start(showing: State(items: items, status: .loading(load))) { [fetchList] deliver in
            let items = try await fetchList.execute()
            deliver { $0.state = State(items: items.map(BookshelfRowViewModel.init), status: .loaded) }
        } failed: { viewModel, message in
            viewModel.state.status = .failed(message, of: load)
        }
    }
}
