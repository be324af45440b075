import DomainLayer
import Observation

/// One Pokémon's details: sprite, number, types, measures, base stats and abilities.
@MainActor
@Observable
public final class PokemonDetailsViewModel: Settleable {
    /// The details screen's one state.
    public enum State: Hashable, Sendable {
        case idle
        /// The Pokémon asked for as `name` is on its way.
        case loading(name: String)
        case loaded(PokemonDetailsContent)
        /// No Pokémon is called `name`.
        case notFound(name: String)
        /// Loading `name` failed; the user can retry.
        case failed(ErrorMessage, name: String)
    }

    /// The screen's state.
    public private(set) var state: State = .idle

    @ObservationIgnored private let fetchDetails: any FetchPokemonDetailsUseCase
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)

    public init(fetchDetails: any FetchPokemonDetailsUseCase) {
        self.fetchDetails = fetchDetails
    }

    /// The user opened the details of `name`. They replace details on their way, unless those are the same.
    public func didOpen(name: String) {
        if case .loading(name) = state { return }
        requests.start(showing: .loading(name: name)) { [fetchDetails] deliver in
            do {
                let details = try await fetchDetails.execute(name: name)
                deliver { $0.state = .loaded(PokemonDetailsContent(details)) }
            } catch DomainError.notFound {
                deliver { $0.state = .notFound(name: name) }
            }
        } failed: { viewModel, message in
            viewModel.state = .failed(message, name: name)
        }
    }

    /// The user asked to try again after a failure.
    public func didTapRetry() {
        guard case .failed(_, let name) = state else { return }
        didOpen(name: name)
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }
}
