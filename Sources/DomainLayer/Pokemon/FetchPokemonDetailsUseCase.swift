/// Fetches one Pokémon's details.
public protocol FetchPokemonDetailsUseCase: Sendable {
    /// - Parameter name: an id or a name, in any case; surrounding white space is ignored.
    /// - Throws: `DomainError.notFound` for an unknown Pokémon (or text that cannot name one, without asking
    ///   the repository), another `DomainError`, or `CancellationError`.
    func execute(name: String) async throws -> PokemonDetails
}

/// `FetchPokemonDetailsUseCase` over a `PokemonRepository`.
public struct FetchPokemonDetailsInteractor: FetchPokemonDetailsUseCase {
    private let repository: any PokemonRepository

    public init(repository: any PokemonRepository) {
        self.repository = repository
    }

    public func execute(name: String) async throws -> PokemonDetails {
        guard let key = PokemonKey.normalized(name) else { throw DomainError.notFound }
        return try await repository.details(idOrName: key)
    }
}
