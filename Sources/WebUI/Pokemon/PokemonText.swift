import PresentationLayer

/// The Pokemon scene's words, in `Pokemon.xcstrings`.
enum PokemonText: String, LocalizedKey {
    case title = "pokemon.title"

    static let catalogue = StringCatalogue.load("Pokemon", from: .module)
}
