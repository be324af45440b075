import Foundation

/// A Pokémon as a list shows it: its Pokédex number, PokeAPI name and its species' names.
public struct PokemonSummary: Identifiable, Hashable, Sendable, Codable {
    /// The national Pokédex number (PokeAPI's id).
    public var id: Int
    /// Lower-case PokeAPI name, e.g. `mr-mime`.
    public var name: String
    /// The species' names (`Mr. Mime`, `마임맨`); empty when they could not be had.
    public var names: PokemonNames
    /// Type names in slot order, `["grass", "poison"]`; empty when they could not be had.
    public var types: [String]

    public init(id: Int, name: String, names: PokemonNames = PokemonNames(), types: [String] = []) {
        self.id = id
        self.name = name
        self.names = names
        self.types = types
    }
}

/// One page of the Pokédex: the slice starting at `offset`, and how many Pokémon there are in all.
public struct PokemonPage: Hashable, Sendable, Codable {
    /// The 0-based position of the first Pokémon of the page.
    public var offset: Int
    /// How many Pokémon the service knows.
    public var count: Int
    public var pokemon: [PokemonSummary]

    public init(offset: Int, count: Int, pokemon: [PokemonSummary]) {
        self.offset = offset
        self.count = count
        self.pokemon = pokemon
    }

    /// True when Pokémon come before this page.
    public var hasPrevious: Bool { offset > 0 }
    /// True when Pokémon come after this page.
    public var hasNext: Bool { offset + pokemon.count < count }
}

/// A Pokémon with everything its details screen shows, in PokeAPI's units.
public struct PokemonDetails: Identifiable, Hashable, Sendable, Codable {
    /// One base stat, such as `hp` or `special-attack`.
    public struct Stat: Hashable, Sendable, Codable {
        public var name: String
        public var baseStat: Int

        public init(name: String, baseStat: Int) {
            self.name = name
            self.baseStat = baseStat
        }
    }

    /// One ability; a hidden ability only appears in special circumstances.
    public struct Ability: Hashable, Sendable, Codable {
        /// Lower-case PokeAPI name, e.g. `lightning-rod`.
        public var name: String
        public var isHidden: Bool
        /// The ability's names (`Lightning Rod`, `피뢰침`); empty when they could not be had.
        public var names: PokemonNames

        public init(name: String, isHidden: Bool, names: PokemonNames = PokemonNames()) {
            self.name = name
            self.isHidden = isHidden
            self.names = names
        }
    }

    public var id: Int
    /// Lower-case PokeAPI name, e.g. `mr-mime`.
    public var name: String
    /// The species' names (`Mr. Mime`, `마임맨`); empty when they could not be had.
    public var names: PokemonNames
    /// Height in decimetres.
    public var height: Int
    /// Weight in hectograms.
    public var weight: Int
    /// Type names in slot order, e.g. `["grass", "poison"]`.
    public var types: [String]
    public var stats: [Stat]
    public var abilities: [Ability]
    /// The front sprite's address, or nil when the Pokémon has none (or the phase serves placeholders).
    public var spriteURL: URL?

    public init(
        id: Int, name: String, names: PokemonNames = PokemonNames(), height: Int, weight: Int, types: [String],
        stats: [Stat], abilities: [Ability], spriteURL: URL?
    ) {
        self.id = id
        self.name = name
        self.names = names
        self.height = height
        self.weight = weight
        self.types = types
        self.stats = stats
        self.abilities = abilities
        self.spriteURL = spriteURL
    }
}
