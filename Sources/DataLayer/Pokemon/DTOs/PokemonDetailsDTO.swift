/// PokeAPI's answer to `GET /api/v2/pokemon/{id|name}`; height in decimetres, weight in hectograms.
///
/// An id, height or weight out of range makes the answer bad data; an ability, type or stat that does not
/// decode (a base stat out of range too) is skipped, and each list keeps at most `maximumEntries`.
public struct PokemonDetailsDTO: Decodable, Sendable, Equatable {
    /// The most abilities, types and stats kept (a Pokémon has six stats, at most three abilities).
    public static let maximumEntries = 20
    /// The largest height (decimetres) or weight (hectograms) believed: 10 km, 10 t (the largest are 200 dm,
    /// 9,999 hg).
    public static let maximumMeasure = 100_000
    /// Base stats are a byte.
    public static let baseStats = 0...255

    public struct NamedResource: Decodable, Sendable, Equatable {
        public var name: String
        public var url: String
    }

    public struct Ability: Decodable, Sendable, Equatable {
        public var ability: NamedResource
        public var isHidden: Bool
        public var slot: Int

        enum CodingKeys: String, CodingKey {
            case ability, slot
            case isHidden = "is_hidden"
        }
    }

    public struct TypeSlot: Decodable, Sendable, Equatable {
        public var slot: Int
        public var type: NamedResource
    }

    public struct Stat: Decodable, Sendable, Equatable {
        public var baseStat: Int
        public var effort: Int
        public var stat: NamedResource

        enum CodingKeys: String, CodingKey {
            case effort, stat
            case baseStat = "base_stat"
        }

        public init(baseStat: Int, effort: Int, stat: NamedResource) {
            self.baseStat = baseStat
            self.effort = effort
            self.stat = stat
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                baseStat: try container.decode(Int.self, forKey: .baseStat, in: PokemonDetailsDTO.baseStats),
                effort: container.decodeIfPresent(Int.self, forKey: .effort, in: PokemonDetailsDTO.baseStats) ?? 0,
                stat: try container.decode(NamedResource.self, forKey: .stat))
        }
    }

    public struct Sprites: Decodable, Sendable, Equatable {
        public var frontDefault: String?

        enum CodingKeys: String, CodingKey {
            case frontDefault = "front_default"
        }
    }

    public var id: Int
    public var name: String
    public var height: Int
    public var weight: Int
    public var baseExperience: Int?
    public var abilities: [Ability]
    public var types: [TypeSlot]
    public var stats: [Stat]
    public var sprites: Sprites
    /// The species the Pokémon is a form of, whose resource names it; nil when the answer has none.
    public var species: NamedResource?

    enum CodingKeys: String, CodingKey {
        case id, name, height, weight, abilities, types, stats, sprites, species
        case baseExperience = "base_experience"
    }
}

extension PokemonDetailsDTO {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let measures = 0...Self.maximumMeasure
        self.init(
            id: try container.decode(Int.self, forKey: .id, in: UpstreamNumbers.id),
            name: try container.decode(String.self, forKey: .name),
            height: try container.decode(Int.self, forKey: .height, in: measures),
            weight: try container.decode(Int.self, forKey: .weight, in: measures),
            baseExperience: container.decodeIfPresent(Int.self, forKey: .baseExperience, in: UpstreamNumbers.count),
            abilities: try container.decode(LossyList<Ability>.self, forKey: .abilities).elements
                .prefix(Self.maximumEntries).map(\.self),
            types: try container.decode(LossyList<TypeSlot>.self, forKey: .types).elements
                .prefix(Self.maximumEntries).map(\.self),
            stats: try container.decode(LossyList<Stat>.self, forKey: .stats).elements
                .prefix(Self.maximumEntries).map(\.self),
            sprites: try container.decode(Sprites.self, forKey: .sprites),
            species: try? container.decodeIfPresent(NamedResource.self, forKey: .species))
    }
}
