/// A Pokémon of the bundled Pokédex (the first 151), in PokeAPI's units: height in decimetres,
/// weight in hectograms.
public struct SamplePokemon: Codable, Hashable, Sendable {
    public struct Ability: Codable, Hashable, Sendable {
        public var name: String
        public var isHidden: Bool
        public var slot: Int
        public init(name: String, isHidden: Bool, slot: Int) {
            self.name = name
            self.isHidden = isHidden
            self.slot = slot
        }
    }

    public struct Stat: Codable, Hashable, Sendable {
        /// PokeAPI's stat name: `hp`, `attack`, `defense`, `special-attack`, `special-defense`, `speed`.
        public var name: String
        public var baseStat: Int
        public var effort: Int
        public init(name: String, baseStat: Int, effort: Int) {
            self.name = name
            self.baseStat = baseStat
            self.effort = effort
        }
    }

    public var id: Int
    /// Lower-case PokeAPI name, e.g. `mr-mime`, `nidoran-f`.
    public var name: String
    public var height: Int
    public var weight: Int
    public var baseExperience: Int
    /// Type names in slot order, e.g. `["grass", "poison"]`.
    public var types: [String]
    public var abilities: [Ability]
    public var stats: [Stat]

    public init(
        id: Int, name: String, height: Int, weight: Int, baseExperience: Int, types: [String],
        abilities: [Ability], stats: [Stat]
    ) {
        self.id = id
        self.name = name
        self.height = height
        self.weight = weight
        self.baseExperience = baseExperience
        self.types = types
        self.abilities = abilities
        self.stats = stats
    }
}
