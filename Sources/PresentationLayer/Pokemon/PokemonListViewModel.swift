import DomainLayer
import Observation

/// The Pokémon list: ten names per page with Previous / Next and the range shown.
@MainActor
@Observable
public final class PokemonListViewModel: Settleable {
    /// The list screen's one state value: what it is doing, and the page it shows meanwhile.
    public struct State: Hashable, Sendable {
        /// What the list is doing: the shared screen state, over the offset of the page a load asks for; a
        /// failure keeps that offset, which Retry asks for again.
        public typealias Status = ScreenState<Int>

        /// Loading, loaded or failed.
        public var status: Status
        /// The page on screen, if any; it stays shown while another page loads or after it failed.
        public var content: PokemonListContent?

        /// Creates a state; the defaults are the screen before any page: no count is known, none is shown.
        public init(status: Status = .idle, content: PokemonListContent? = nil) {
            self.status = status
            self.content = content
        }

        /// This state with `status`.
        func with(status: Status) -> State {
            var state = self
            state.status = status
            return state
        }
    }

    /// The screen's state.
    public private(set) var state = State()

    @ObservationIgnored private let fetchPage: any FetchPokemonPageUseCase
    @ObservationIgnored private let pageSize: Int
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)

    /// - Parameters:
    ///   - fetchPage: the use case that loads a page.
    ///   - pageSize: how many Pokémon a page holds (for the Previous link).
    public init(fetchPage: any FetchPokemonPageUseCase, pageSize: Int = FetchPokemonPageInteractor.pageSize) {
        self.fetchPage = fetchPage
        self.pageSize = pageSize
    }

    /// The list's address: the page on its way, or else the page shown.
    public var route: PokemonDestination {
        .list(offset: state.status.load ?? state.content?.offset ?? 0)
    }

    /// The user opened the page at `offset` (a link, an address, Previous or Next). It replaces a page on its
    /// way, unless that is the same page.
    public func didOpenPage(offset: Int) {
        let offset = max(offset, 0)
        guard state.status != .loading(offset) else { return }
        load(offset: offset)
    }

    /// The user asked to try the failed page again.
    public func didTapRetry() {
        switch state.status {
        case .failed(_, let offset): load(offset: offset)
        case .loaded: load(offset: state.content?.offset ?? 0)
        case .idle, .loading: break
        }
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }

    private func load(offset: Int) {
        requests.start(showing: state.with(status: .loading(offset))) { [fetchPage, pageSize] deliver in
            let page = try await fetchPage.execute(offset: offset)
            deliver { $0.state = State(status: .loaded, content: PokemonListContent(page, pageSize: pageSize)) }
        } failed: { viewModel, message in
            viewModel.state.status = .failed(message, of: offset)
        }
    }
}
