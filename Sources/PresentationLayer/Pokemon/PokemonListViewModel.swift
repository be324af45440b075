import DomainLayer
import Observation

/// The Pokémon list: ten names per page with Previous / Next and the range shown.
@MainActor
@Observable
public final class PokemonListViewModel: Settleable {
    /// The list screen's one state.
    public enum State: Hashable, Sendable {
        /// Nothing asked yet: no count is known, none is shown.
        case idle
        /// The page at `offset` is on its way; `showing` is the page shown meanwhile, if any.
        case loading(offset: Int, showing: PokemonListContent?)
        case loaded(PokemonListContent)
        /// The page at `offset` failed; `showing` stays visible and the user can retry.
        case failed(ErrorMessage, offset: Int, showing: PokemonListContent?)

        /// The page on screen, if any.
        public var content: PokemonListContent? {
            switch self {
            case .idle: nil
            case .loading(_, let showing), .failed(_, _, let showing): showing
            case .loaded(let content): content
            }
        }
    }

    /// The screen's state.
    public private(set) var state: State = .idle

    @ObservationIgnored private let fetchPage: any FetchPokemonPageUseCase
    @ObservationIgnored private let pageSize: Int
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)

    /// - Parameter pageSize: how many Pokémon a page holds (for the Previous link).
    public init(fetchPage: any FetchPokemonPageUseCase, pageSize: Int = FetchPokemonPageInteractor.pageSize) {
        self.fetchPage = fetchPage
        self.pageSize = pageSize
    }

    /// The list's address: the page on its way, or else the page shown.
    public var route: PokemonRoute {
        switch state {
        case .loading(let offset, _), .failed(_, let offset, _): .list(offset: offset)
        case .loaded(let content): .list(offset: content.offset)
        case .idle: .list(offset: 0)
        }
    }

    /// The user opened the page at `offset` (a link, an address, Previous or Next). It replaces a page on its
    /// way, unless that is the same page.
    public func didOpenPage(offset: Int) {
        let offset = max(offset, 0)
        if case .loading(offset, _) = state { return }
        load(offset: offset)
    }

    /// The user asked to try the failed page again.
    public func didTapRetry() {
        switch state {
        case .failed(_, let offset, _): load(offset: offset)
        case .loaded(let content): load(offset: content.offset)
        case .idle, .loading: break
        }
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }

    private func load(offset: Int) {
        requests.start(showing: .loading(offset: offset, showing: state.content)) { [fetchPage, pageSize] deliver in
            let page = try await fetchPage.execute(offset: offset)
            deliver { $0.state = .loaded(PokemonListContent(page, pageSize: pageSize)) }
        } failed: { viewModel, message in
            viewModel.state = .failed(message, offset: offset, showing: viewModel.state.content)
        }
    }
}
