import DomainLayer

/// A Pokémon's or an ability's name as a page in some language shows it: the name PokeAPI gives in that
/// language (`피카츄` on a Korean page), else its English name (`Mr. Mime`), else the lower-case name worded
/// (`mr-mime` → `Mr Mime`), which is English too.
public struct PokemonDisplayName: Hashable, Sendable {
    /// A name and the language it is written in, so a page can mark a name not in its own language.
    public struct Text: Hashable, Sendable {
        public var text: String
        public var language: Language

        /// Creates a text.
        public init(_ text: String, language: Language) {
            self.text = text
            self.language = language
        }
    }

    /// PokeAPI's names by the languages the interface is written in.
    public var names: [Language: String]
    /// PokeAPI's lower-case name, `mr-mime`.
    public var slug: String

    /// Creates a name from names by language and the lower-case name.
    public init(names: [Language: String] = [:], slug: String) {
        self.names = names
        self.slug = slug
    }

    /// The names of the domain's `names` in the interface's languages (others are dropped).
    public init(_ names: PokemonNames, slug: String) {
        var byLanguage: [Language: String] = [:]
        for language in Language.allCases {
            if let name = names[language.rawValue] { byLanguage[language] = name }
        }
        self.init(names: byLanguage, slug: slug)
    }

    /// The name a page in `language` shows, with the language it is in.
    public func text(in language: Language) -> Text {
        if let name = names[language] { return Text(name, language: language) }
        if let english = names[.en] { return Text(english, language: .en) }
        return Text(PokemonFormatting.displayName(slug), language: .en)
    }
}
