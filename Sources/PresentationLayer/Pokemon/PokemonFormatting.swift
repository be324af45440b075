import Foundation

/// How the Pokémon scene words names, numbers and measures.
public enum PokemonFormatting {
    /// `mr-mime` → `Mr Mime`, `pikachu` → `Pikachu`.
    public static func displayName(_ name: String) -> String {
        name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// `25` → `#025`.
    public static func number(_ id: Int) -> String {
        id < 0 ? "#\(id)" : "#" + String(repeating: "0", count: max(0, 3 - String(id).count)) + String(id)
    }

    /// Decimetres as metres with one decimal: `4` → `0.4 m`.
    public static func metres(decimetres: Int) -> String {
        tenths(decimetres) + " m"
    }

    /// Hectograms as kilograms with one decimal: `60` → `6.0 kg`.
    public static func kilograms(hectograms: Int) -> String {
        tenths(hectograms) + " kg"
    }

    /// PokeAPI's stat names as a Pokédex labels them: `special-attack` → `Sp. Atk`.
    public static func statLabel(_ name: String) -> String {
        let labels = [
            "hp": "HP", "attack": "Attack", "defense": "Defense", "special-attack": "Sp. Atk",
            "special-defense": "Sp. Def", "speed": "Speed",
        ]
        return labels[name] ?? displayName(name)
    }

    /// The range a page shows: `11–20 of 151`.
    public static func range(offset: Int, shown: Int, count: Int) -> String {
        shown == 0 ? "0 of \(count)" : "\(offset + 1)–\(offset + shown) of \(count)"
    }

    // NB: integer arithmetic, so `6.0` never prints as `5.999…` and no locale changes the separator.
    private static func tenths(_ value: Int) -> String {
        let sign = value < 0 ? "-" : ""
        return "\(sign)\(abs(value) / 10).\(abs(value) % 10)"
    }
}
