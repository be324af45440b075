import DomainLayer
import Observation

/// One Pokémon's details: sprite, number, types, measures, base stats and abilities.
@MainActor
@Observable
public final class PokemonDetailsViewModel: Settleable {
    /// The details screen's one state, by the name asked for; it shows no preview while the Pokémon comes.
    public typealias State = DetailState<String, PokemonDetailsContent>

    /// The screen's state.
    public private(set) var state: State = .idle

    @ObservationIgnored private let fetchDetails: any FetchPokemonDetailsUseCase
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)

    public init(fetchDetails: any FetchPokemonDetailsUseCase) {
        self.fetchDetails = fetchDetails
    }

    /// The user opened the details of `name`. They replace details on their way, unless those are the same.
    public func didOpen(name: String) {
        if case .loading(name, _) = state { return }
        requests.start(showing: .loading(name)) { [fetchDetails] deliver in
            do {
                let details = try await fetchDetails.execute(name: name)
                deliver { $0.state = .loaded(PokemonDetailsContent(details)) }
            } catch DomainError.notFound {
                deliver { $0.state = .notFound(name) }
            }
        } failed: { viewModel, message in
            viewModel.state = .failed(message, of: name)
        }
    }

    /// The user asked to try again after a failure.
    public func didTapRetry() {
        guard case .failed(_, let name, _) = state else { return }
        didOpen(name: name)
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }
}
