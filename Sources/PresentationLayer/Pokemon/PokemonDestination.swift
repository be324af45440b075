/// Where the Pokémon scene can go; the view ring maps each route to an address (`/pokemon?offset=20`).
public enum PokemonDestination: Hashable, Sendable {
    /// The list page starting at `offset`.
    case list(offset: Int)
    /// The details of the Pokémon named `name` (PokeAPI's lower-case name).
    case details(name: String)
    /// The sprite image of the Pokémon named `name`.
    case sprite(name: String)
}
