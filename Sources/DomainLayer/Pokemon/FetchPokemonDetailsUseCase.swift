import Foundation

/// Fetches one Pokémon's details.
public protocol FetchPokemonDetailsUseCase: Sendable {
    /// - Parameter name: an id or a name, in any case; surrounding white space is ignored.
    /// - Throws: `DomainError.notFound` for an unknown Pokémon, another `DomainError`, or `CancellationError`.
    func execute(name: String) async throws -> PokemonDetails
}

/// `FetchPokemonDetailsUseCase` over a `PokemonRepository`.
public struct FetchPokemonDetailsInteractor: FetchPokemonDetailsUseCase {
    private let repository: any PokemonRepository

    public init(repository: any PokemonRepository) {
        self.repository = repository
    }

    public func execute(name: String) async throws -> PokemonDetails {
        let key = name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !key.isEmpty else { throw DomainError.notFound }
        return try await repository.details(idOrName: key)
    }
}
