import Foundation

/// How the Pokémon scene writes names, numbers and measures the same in every language; the words around
/// them (units, stat and type names, a page's range) are the view's.
public enum PokemonFormatting {
    /// `mr-mime` → `Mr Mime`, `pikachu` → `Pikachu`.
    public static func displayName(_ name: String) -> String {
        name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// `25` → `#025`.
    public static func number(_ id: Int) -> String {
        id < 0 ? "#\(id)" : "#" + String(repeating: "0", count: max(0, 3 - String(id).count)) + String(id)
    }

    /// Decimetres in metres with one decimal: `4` → `0.4`.
    public static func metres(decimetres: Int) -> String {
        tenths(decimetres)
    }

    /// Hectograms in kilograms with one decimal: `60` → `6.0`.
    public static func kilograms(hectograms: Int) -> String {
        tenths(hectograms)
    }

    // Integer arithmetic, so `6.0` never prints as `5.999…` and no locale changes the separator; the
    // magnitude is a `UInt`, as `abs(Int.min)` traps.
    private static func tenths(_ value: Int) -> String {
        let sign = value < 0 ? "-" : ""
        return "\(sign)\(value.magnitude / 10).\(value.magnitude % 10)"
    }
}
