/// The Pokémon scene's words every View ring shows alike, in `PokemonWords.xcstrings`: its name, a page's range,
/// a details screen's headings and what it says of a name no Pokémon has, and the six base stats and eighteen
/// types as a Pokédex writes them.
public enum PokemonWords: String, LocalizedKey {
    /// "Pokémon": the scene's name (``SceneTitle``).
    case title = "scene.title"
    /// "%1$@–%2$@ of %3$@": the Pokémon a page shows among all (``Strings/pokemonRange(_:)``).
    case range = "pokemon.range"
    /// "%1$@ of %2$@": a page that shows one Pokémon, where a range would name it twice ("151–151 of 151").
    case rangeOne = "pokemon.rangeOne"
    /// "0 of %@": a page past the last Pokémon.
    case rangeNone = "pokemon.rangeNone"
    /// "Pokémon not found".
    case notFound = "pokemon.notFound"
    /// "No Pokémon is called “%@”."
    case notFoundMessage = "pokemon.notFoundMessage"
    /// "Base stats", a details screen's heading.
    case baseStats = "pokemon.baseStats"
    /// "Abilities", a details screen's heading.
    case abilities = "pokemon.abilities"
    /// "(hidden)": the mark of a hidden ability.
    case hiddenAbility = "pokemon.hiddenAbility"
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
    /// The range a page shows: "11–20 of 151", "151마리 중 11–20".
    public func pokemonRange(_ content: PokemonListContent) -> String {
        let count = number(content.count)
        guard let shown = content.shown else { return self(PokemonWords.rangeNone, count) }
        guard shown.count > 1 else { return self(PokemonWords.rangeOne, number(shown.lowerBound), count) }
        return self(PokemonWords.range, number(shown.lowerBound), number(shown.upperBound), count)
    }

    /// A stat's label as a Pokédex writes it: "Sp. Atk", "특수공격"; a stat of no known name by its own.
    public func pokemonStat(_ name: String) -> String {
        PokemonWords.stat(name).map { self[$0] } ?? PokemonFormatting.displayName(name)
    }
}
