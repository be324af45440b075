import LiveWeb
import PresentationLayer

/// The Pokémon scene's web words, in `Pokemon.xcstrings` (those the terminal ring shows too are `PokemonWords`).
enum PokemonText: String, LocalizedKey {
    case loading = "pokemon.loading"
    case pages = "pokemon.pages"
    case previous = "pokemon.previous"
    case next = "pokemon.next"
    case retry = "pokemon.retry"
    case back = "pokemon.back"
    case sprite = "pokemon.sprite"
    case types = "pokemon.types"
    case height = "pokemon.height"
    case weight = "pokemon.weight"
    case metres = "pokemon.metres"
    case kilograms = "pokemon.kilograms"
    /// A stat's bar as a screen reader names it: "HP: 35 of 255".
    case statValue = "pokemon.statValue"
    /// "Go to number": the jump form's label (`PokemonJumpForm`).
    case jumpLabel = "pokemon.jump.label"
    case jumpButton = "pokemon.jump.button"
    /// "Enter a whole number from 1 to %@.": why the text typed leads nowhere.
    case jumpError = "pokemon.jump.error"
    /// The name of a details page's Previous / Next.
    case neighbours = "pokemon.neighbours"
    /// "← Previous: %@", the number it leads to (`#024`).
    case previousNumber = "pokemon.previousNumber"
    /// "Next: %@ →".
    case nextNumber = "pokemon.nextNumber"
    /// The scene's summary on the home page (`SceneLink` reads it; its name is PresentationLayer's).
    case sceneSummary = "scene.summary"

    static let catalogue = StringCatalogue.load("Pokemon", from: .module)
}

extension Strings {
    /// `name` as this page shows it (`피카츄` on a Korean page): in a `span` of class `className` when one is
    /// given, and marked `lang="en"` when PokeAPI gives no name in the page's language.
    func pokemonName(_ name: PokemonDisplayName, class className: String? = nil) -> HTML {
        let text = name.text(in: language)
        let isForeign = text.language != language
        guard className != nil || isForeign else { return "\(text.text)" }
        let lang = HTML.attribute("lang", isForeign ? text.language.rawValue : nil)
        return "<span\(HTML.attribute("class", className))\(lang)>\(text.text)</span>"
    }
}
