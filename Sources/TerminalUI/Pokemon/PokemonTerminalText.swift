import PresentationLayer

/// The Pokémon screens' own words in the terminal, in `PokemonTerminal.xcstrings`: the pager, a Pokémon's types
/// and size, and the pages' key (those the web ring shows too are `PokemonWords`).
enum PokemonTerminalText: String, LocalizedKey {
    case previous = "pokemon.previous"
    case next = "pokemon.next"
    /// "%1$@ of %2$@": a page that shows one Pokémon, where a range would name it twice ("151–151 of 151").
    case rangeOne = "pokemon.rangeOne"
    case types = "pokemon.types"
    case size = "pokemon.size"
    case keyPage = "key.page"
    /// The details' ←/→, to the Pokémon numbered one less or more.
    case keyNeighbour = "key.neighbour"

    static let catalogue = StringCatalogue.load("PokemonTerminal", from: .module)
}
