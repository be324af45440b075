// A new scene's view model, as `scripts/new-scene BookShelf` writes it (here with its use case and row beside
// it): one `State` with a `ScreenState<ListLoad>` beside the rows, event-named inputs, and every load run
// through `LatestRequest`, so a failure keeps the rows shown and a newer load supersedes an older one.

// snippet.hide
import Observation
import PresentationLayer

// snippet.show
/// DomainLayer: the entity and the use case the screen calls.
struct Book: Hashable, Sendable {
    var title: String
}

protocol FetchBookListUseCase: Sendable {
    func execute() async throws -> [Book]
}

/// PresentationLayer: the screen.
@MainActor
@Observable
final class BookShelfListViewModel: Settleable {
    struct State: Hashable, Sendable {
        var items: [Book] = []
        var status: ScreenState<ListLoad> = .idle
    }

    private(set) var state = State()

    @ObservationIgnored private let fetchList: any FetchBookListUseCase
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)

    init(fetchList: any FetchBookListUseCase) {
        self.fetchList = fetchList
    }

    func didAppear() {
        guard state.status == .idle else { return }
        load()
    }

    func didTapRetry() {
        load()
    }

    func settled() async {
        await requests.settled()
    }

    var isSettled: Bool { !requests.isRunning }

    private func load() {
        let items = state.items
        let load: ListLoad = items.isEmpty ? .fullScreen : .refresh
        requests.start(showing: State(items: items, status: .loading(load))) { [fetchList] deliver in
            let books = try await fetchList.execute()
            deliver { $0.state = State(items: books, status: .loaded) }
        } failed: { viewModel, message in
            viewModel.state.status = .failed(message, of: load)
        }
    }
}
