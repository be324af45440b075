import LiveWeb
import PresentationLayer

/// A Pokémon's types as chips in their type's colour (`Pokemon.css`), on the list's cards and the details page.
enum PokemonTypeChips {
    /// One chip per type, each a `tag` (`li` in a list of types, `span` in a card's link); a card's chips are
    /// wrapped in a `span` of class `pokemon-types`.
    static func render(_ types: [String], strings: Strings, tag: String) -> HTML {
        // Types without a word of ours are PokeAPI's English: a Korean page says so.
        let english = HTML.attribute("lang", strings.language == .en ? nil : "en")
        let chips = types.map { type -> HTML in
            guard let key = PokemonWords.type(type) else {
                return "<\(tag) class=\"pokemon-type\"\(english)>\(PokemonFormatting.displayName(type))</\(tag)>"
            }
            // `type` is one of the eighteen names here, so it is safe in an attribute; the stylesheet colours it.
            return "<\(tag) class=\"pokemon-type\" data-type=\"\(type)\">\(strings[key])</\(tag)>"
        }
        guard tag == "span" else { return "\(chips)" }
        return types.isEmpty ? .empty : " <span class=\"pokemon-types\">\(chips)</span>"
    }
}
