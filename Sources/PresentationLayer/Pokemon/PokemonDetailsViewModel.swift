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
    @ObservationIgnored private let fetchPage: (any FetchPokemonPageUseCase)?
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)

    /// - Parameters:
    ///   - fetchDetails: the use case that loads a Pokémon.
    ///   - fetchPage: where the number of Pokémon is read (a page tells it), so Previous and Next wrap at the
    ///     ends; without it, or when it fails, they do not wrap.
    public init(fetchDetails: any FetchPokemonDetailsUseCase, fetchPage: (any FetchPokemonPageUseCase)? = nil) {
        self.fetchDetails = fetchDetails
        self.fetchPage = fetchPage
    }

    /// The user opened the details of `name`. They replace details on their way, unless those are the same.
    public func didOpen(name: String) {
        if case .loading(name, _) = state { return }
        requests.start(showing: .loading(name)) { [fetchDetails, fetchPage] deliver in
            do {
                // Asked alongside the details, so they come in one round trip; not for a name no Pokémon can have.
                async let count = Self.count(PokemonKey.normalized(name) == nil ? nil : fetchPage)
                let details = try await fetchDetails.execute(name: name)
                let content = PokemonDetailsContent(details, count: await count)
                deliver { $0.state = .loaded(content) }
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

    /// How many Pokémon there are, as the first page says; nil when that cannot be had (no failure of its own).
    private nonisolated static func count(_ fetchPage: (any FetchPokemonPageUseCase)?) async -> Int? {
        guard let fetchPage else { return nil }
        return try? await fetchPage.execute(offset: 0).count
    }

    public func settled() async {
        await requests.settled()
    }

    public var isSettled: Bool { !requests.isRunning }
}
