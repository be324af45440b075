import SampleData

/// The familiar colour of each of the eighteen Pokémon types, which colours a generated sprite.
// The same palette as the type pills in WebUI's Pokemon.css (`.pokemon-type[data-type=…]`); change both together.
enum PokemonTypeColours {
    static let palette: [String: PlaceholderImage.Colour] = [
        "normal": colour(0xa8a878), "fire": colour(0xf08030), "water": colour(0x6890f0),
        "grass": colour(0x78c850), "electric": colour(0xf8d030), "ice": colour(0x98d8d8),
        "fighting": colour(0xc03028), "poison": colour(0xa040a0), "ground": colour(0xe0c068),
        "flying": colour(0xa890f0), "psychic": colour(0xf85888), "bug": colour(0xa8b820),
        "rock": colour(0xb8a038), "ghost": colour(0x705898), "dragon": colour(0x7038f8),
        "dark": colour(0x705848), "steel": colour(0xb8b8d0), "fairy": colour(0xee99ac),
    ]

    /// The colour of the first of `types` that has one (a Pokémon's primary type comes first); nil for none.
    static func primary(_ types: [String]) -> PlaceholderImage.Colour? {
        types.lazy.compactMap { palette[$0] }.first
    }

    /// The colour of the second of `types` that has one (a Pokémon's second type); nil for none.
    static func secondary(_ types: [String]) -> PlaceholderImage.Colour? {
        types.lazy.compactMap { palette[$0] }.dropFirst().first
    }

    private static func colour(_ rgb: UInt32) -> PlaceholderImage.Colour {
        PlaceholderImage.Colour(
            red: UInt8(rgb >> 16 & 0xff), green: UInt8(rgb >> 8 & 0xff), blue: UInt8(rgb & 0xff))
    }
}
