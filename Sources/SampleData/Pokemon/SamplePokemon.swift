/// A Pokémon of the bundled Pokédex (the first 151), in PokeAPI's units: height in decimetres,
/// weight in hectograms.
public struct SamplePokemon: Codable, Hashable, Sendable {
    /// One of the Pokémon's abilities, in slot order; slot 3 is the hidden one.
    public struct Ability: Codable, Hashable, Sendable {
        /// Lower-case PokeAPI name, e.g. `lightning-rod`.
        public var name: String
        public var isHidden: Bool
        public var slot: Int
        /// PokeAPI's id of the ability (`static` is 9); nil in datasets that do not know it, where the staging
        /// API links the ability by name.
        public var id: Int?
        /// The ability's names; nil in datasets that do not know them.
        public var names: SampleLocalizedName?

        public init(name: String, isHidden: Bool, slot: Int, id: Int? = nil, names: SampleLocalizedName? = nil) {
            self.name = name
            self.isHidden = isHidden
            self.slot = slot
            self.id = id
            self.names = names
        }
    }

    /// One base stat with the effort value a defeat of the Pokémon yields.
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
    /// The species' names (`Mr. Mime`, `마임맨`); nil in datasets that do not know them.
    public var names: SampleLocalizedName?

    public init(
        id: Int, name: String, height: Int, weight: Int, baseExperience: Int, types: [String],
        abilities: [Ability], stats: [Stat], names: SampleLocalizedName? = nil
    ) {
        self.id = id
        self.name = name
        self.height = height
        self.weight = weight
        self.baseExperience = baseExperience
        self.types = types
        self.abilities = abilities
        self.stats = stats
        self.names = names
    }
}
