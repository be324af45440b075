import DomainLayer
import Observation

/// The Pokémon list: ten names per page with Previous / Next and the range shown.
@MainActor
@Observable
public final class PokemonListViewModel {
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

    private let fetchPage: any FetchPokemonPageUseCase
    private let pageSize: Int
    private var loadTask: Task<Void, Never>?
    private var generation = 0

    /// - Parameter pageSize: how many Pokémon a page holds (for the Previous link).
    public init(fetchPage: any FetchPokemonPageUseCase, pageSize: Int = FetchPokemonPageInteractor.pageSize) {
        self.fetchPage = fetchPage
        self.pageSize = pageSize
    }

    /// The user opened the page at `offset` (a link, an address, Previous or Next); returns once it is
    /// shown, failed or superseded. A page already on its way is cancelled and its late answer dropped.
    public func didOpenPage(offset: Int) async {
        await load(offset: max(offset, 0))
    }

    /// The user asked to try the failed page again.
    public func didTapRetry() async {
        switch state {
        case .failed(_, let offset, _): await load(offset: offset)
        case .loaded(let content): await load(offset: content.offset)
        case .idle, .loading: break
        }
    }

    private func load(offset: Int) async {
        loadTask?.cancel()
        generation += 1
        let token = generation
        state = .loading(offset: offset, showing: state.content)
        let task = Task { [fetchPage, pageSize] in
            do {
                let page = try await fetchPage.execute(offset: offset)
                guard token == self.generation, !Task.isCancelled else { return }
                self.state = .loaded(PokemonListContent(page, pageSize: pageSize))
            } catch {
                guard token == self.generation, !Task.isCancelled, let message = ErrorMessage(error, subject: "Pokémon")
                else {
                    return
                }
                self.state = .failed(message, offset: offset, showing: self.state.content)
            }
        }
        loadTask = task
        await task.value
    }
}
