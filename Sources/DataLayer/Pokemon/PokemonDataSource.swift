import DomainLayer

/// Where Pokédex answers come from: the bundled dataset (dev) or PokeAPI (alpha, real).
public protocol PokemonDataSource: Sendable {
    /// The page of at most `limit` Pokémon starting at `offset`, with the total count, each named as its species
    /// names it where the names can be had.
    func page(offset: Int, limit: Int) async throws -> PokemonPage
    /// The Pokémon with this id or lower-case name, with its species' and abilities' names where they can be
    /// had; `DomainError.notFound` when unknown.
    func details(idOrName: String) async throws -> PokemonDetails
}
