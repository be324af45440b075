/// A Pokémon's six base stats and eighteen types as a Pokédex writes them, in `PokemonWords.xcstrings`: every View
/// ring shows them alike.
public enum PokemonWords: String, LocalizedKey {
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

    public static let catalogue = StringCatalogue.load("PokemonWords", from: .module)

    /// The key of PokeAPI's type `name` (`electric`), if it is one of the eighteen types.
    public static func type(_ name: String) -> PokemonWords? {
        PokemonWords(rawValue: "pokemon.type.\(name)")
    }

    /// The key of PokeAPI's stat `name` (`special-attack`), if it is one of the six base stats.
    public static func stat(_ name: String) -> PokemonWords? {
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
}

extension Strings {
    /// A stat's label as a Pokédex writes it: "Sp. Atk", "특수공격"; a stat of no known name by its own.
    public func pokemonStat(_ name: String) -> String {
        PokemonWords.stat(name).map { self[$0] } ?? PokemonFormatting.displayName(name)
    }
}
