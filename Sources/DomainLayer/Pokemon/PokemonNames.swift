/// A Pokémon's or an ability's names as PokeAPI's `names` give them, by PokeAPI's language code (`en`, `ko`):
/// `Mr. Mime`, `마임맨`. Empty when none are known (the screen then words the lower-case name, `mr-mime`).
public struct PokemonNames: Hashable, Sendable, Codable {
    /// The names by language code.
    public var byLanguage: [String: String]

    public init(_ byLanguage: [String: String] = [:]) {
        self.byLanguage = byLanguage
    }

    /// The name in the language with code `language`, if known.
    public subscript(language: String) -> String? {
        byLanguage[language]
    }

    /// True when no name is known.
    public var isEmpty: Bool { byLanguage.isEmpty }
}
