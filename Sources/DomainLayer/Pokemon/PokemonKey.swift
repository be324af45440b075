import Foundation

/// How a Pokémon is addressed: its id or its name, lower-cased (`pikachu`, `25`, `mr-mime`).
public enum PokemonKey {
    /// The longest key accepted (PokeAPI's longest names are under 30 characters).
    public static let maximumLength = 64

    /// `text` as a key (trimmed, lower-cased), or nil when it cannot name a Pokémon: anything but ASCII
    /// letters, digits and `-`, so no text from a URL can become another path upstream (`..`, `/`, `?`).
    public static func normalized(_ text: String) -> String? {
        let key = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !key.isEmpty, key.count <= maximumLength,
            key.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
        else { return nil }
        return key
    }
}
