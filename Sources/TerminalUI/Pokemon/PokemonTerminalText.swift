import PresentationLayer

/// The Pokémon screens' own words in the terminal, in `PokemonTerminal.xcstrings`: the pager, a Pokémon's types
/// and size, and the pages' key (those the web ring shows too are `PokemonWords`).
enum PokemonTerminalText: String, LocalizedKey {
    case previous = "pokemon.previous"
    case next = "pokemon.next"
    case types = "pokemon.types"
    case size = "pokemon.size"
    case keyPage = "key.page"
    /// The details' ←/→, to the Pokémon numbered one less or more.
    case keyNeighbour = "key.neighbour"

    static let catalogue = StringCatalogue.load("PokemonTerminal", from: .module)
}
