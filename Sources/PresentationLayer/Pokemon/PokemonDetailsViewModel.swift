import DomainLayer
import Observation

/// One Pokémon's details: sprite, number, types, measures, base stats and abilities.
@MainActor
@Observable
public final class PokemonDetailsViewModel {
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

    private let fetchDetails: any FetchPokemonDetailsUseCase
    private var loadTask: Task<Void, Never>?
    private var generation = 0

    public init(fetchDetails: any FetchPokemonDetailsUseCase) {
        self.fetchDetails = fetchDetails
    }

    /// The user opened the details of `name`; returns once they are shown, failed or superseded.
    public func didOpen(name: String) async {
        loadTask?.cancel()
        generation += 1
        let token = generation
        state = .loading(name: name)
        let task = Task { [fetchDetails] in
            do {
                let details = try await fetchDetails.execute(name: name)
                guard token == self.generation, !Task.isCancelled else { return }
                self.state = .loaded(PokemonDetailsContent(details))
            } catch DomainError.notFound {
                guard token == self.generation, !Task.isCancelled else { return }
                self.state = .notFound(name: name)
            } catch {
                guard token == self.generation, !Task.isCancelled, let message = ErrorMessage(error, subject: "Pokémon")
                else {
                    return
                }
                self.state = .failed(message, name: name)
            }
        }
        loadTask = task
        await task.value
    }

    /// The user asked to try again after a failure.
    public func didTapRetry() async {
        guard case .failed(_, let name) = state else { return }
        await didOpen(name: name)
    }
}
