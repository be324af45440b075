/// The Pokédex: pages of names and each Pokémon's details.
public protocol PokemonRepository: Sendable {
    /// The page of at most `limit` Pokémon starting at `offset`; empty when `offset` is past the end.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func page(offset: Int, limit: Int) async throws -> PokemonPage
    /// The Pokémon with this id or lower-case name.
    /// - Throws: `DomainError.notFound` for an unknown one, another `DomainError`, or `CancellationError`.
    func details(idOrName: String) async throws -> PokemonDetails
}

/// The sprite images of Pokémon.
public protocol PokemonSpritesRepository: Sendable {
    /// The front sprite of the Pokémon with this id or name; a placeholder when it has none.
    /// - Throws: `DomainError` (`notFound` for an unknown Pokémon), or `CancellationError`.
    func sprite(idOrName: String) async throws -> ImageData
}
