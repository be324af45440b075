/// PokeAPI's answer to `GET /api/v2/pokemon/{id|name}`; height in decimetres, weight in hectograms.
public struct PokemonDetailsDTO: Decodable, Sendable, Equatable {
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

    enum CodingKeys: String, CodingKey {
        case id, name, height, weight, abilities, types, stats, sprites
        case baseExperience = "base_experience"
    }
}
