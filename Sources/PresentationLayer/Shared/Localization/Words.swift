/// Names every View ring shows alike, in `Words.xcstrings`: a Pokémon's six base stats and eighteen types as a
/// Pokédex writes them, and the weekdays as a date abbreviates them.
public enum Words: String, LocalizedKey {
    case hp = "pokemon.stat.hp"
    case attack = "pokemon.stat.attack"
    case defense = "pokemon.stat.defense"
    case specialAttack = "pokemon.stat.specialAttack"
    case specialDefense = "pokemon.stat.specialDefense"
    case speed = "pokemon.stat.speed"
    case normal = "pokemon.type.normal"
    case fire = "pokemon.type.fire"
    case water = "pokemon.type.water"
    case grass = "pokemon.type.grass"
    case electric = "pokemon.type.electric"
    case ice = "pokemon.type.ice"
    case fighting = "pokemon.type.fighting"
    case poison = "pokemon.type.poison"
    case ground = "pokemon.type.ground"
    case flying = "pokemon.type.flying"
    case psychic = "pokemon.type.psychic"
    case bug = "pokemon.type.bug"
    case rock = "pokemon.type.rock"
    case ghost = "pokemon.type.ghost"
    case dragon = "pokemon.type.dragon"
    case dark = "pokemon.type.dark"
    case steel = "pokemon.type.steel"
    case fairy = "pokemon.type.fairy"
    case sunday = "weekday.1"
    case monday = "weekday.2"
    case tuesday = "weekday.3"
    case wednesday = "weekday.4"
    case thursday = "weekday.5"
    case friday = "weekday.6"
    case saturday = "weekday.7"

    public static let catalogue = StringCatalogue.load("Words", from: .module)

    /// The key of PokeAPI's type `name` (`electric`), if it is one of the eighteen types.
    public static func pokemonType(_ name: String) -> Words? {
        Words(rawValue: "pokemon.type.\(name)")
    }

    /// The key of PokeAPI's stat `name` (`special-attack`), if it is one of the six base stats.
    public static func pokemonStat(_ name: String) -> Words? {
        switch name {
        case "hp": .hp
        case "attack": .attack
        case "defense": .defense
        case "special-attack": .specialAttack
        case "special-defense": .specialDefense
        case "speed": .speed
        default: nil
        }
    }

    /// The abbreviation of `weekday` (1 is Sunday, as `Calendar` counts).
    public static func weekday(_ weekday: Int) -> Words {
        let weekdays: [Words] = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]
        return weekdays[min(max(weekday, 1), 7) - 1]
    }
}

extension Strings {
    /// A stat's label as a Pokédex writes it: "Sp. Atk", "특수공격"; a stat of no known name by its own.
    public func pokemonStat(_ name: String) -> String {
        Words.pokemonStat(name).map { self[$0] } ?? PokemonFormatting.displayName(name)
    }
}
