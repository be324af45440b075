import LiveWeb
import PresentationLayer

/// The Pokémon scene's words, in `Pokemon.xcstrings`.
enum PokemonText: String, LocalizedKey {
    case title = "pokemon.title"
    case range = "pokemon.range"
    case rangeNone = "pokemon.rangeNone"
    case loading = "pokemon.loading"
    case loadingNamed = "pokemon.loadingNamed"
    case pages = "pokemon.pages"
    case previous = "pokemon.previous"
    case next = "pokemon.next"
    case retry = "pokemon.retry"
    case notFound = "pokemon.notFound"
    case notFoundMessage = "pokemon.notFoundMessage"
    case back = "pokemon.back"
    case sprite = "pokemon.sprite"
    case types = "pokemon.types"
    case height = "pokemon.height"
    case weight = "pokemon.weight"
    case metres = "pokemon.metres"
    case kilograms = "pokemon.kilograms"
    case baseStats = "pokemon.baseStats"
    case abilities = "pokemon.abilities"
    case hiddenAbility = "pokemon.hiddenAbility"
    /// A stat's bar as a screen reader names it: "HP: 35 of 255".
    case statValue = "pokemon.statValue"
    /// A bar's value without its name: "35 of 255".
    case outOf = "pokemon.outOf"
    /// The scene on the home page (`SceneLink` reads these two).
    case sceneTitle = "scene.title"
    case sceneSummary = "scene.summary"

    static let catalogue = StringCatalogue.load("Pokemon", from: .module)
}

extension Strings {
    /// The range a page shows: "11–20 of 151", "151마리 중 11–20".
    func pokemonRange(_ content: PokemonListContent) -> String {
        let count = number(content.count)
        guard let shown = content.shown else { return self(PokemonText.rangeNone, count) }
        return self(PokemonText.range, number(shown.lowerBound), number(shown.upperBound), count)
    }

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
