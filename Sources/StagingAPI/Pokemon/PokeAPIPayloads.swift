import SampleData

/// `GET /api/v2/pokemon` (and every other PokeAPI list), as `poke_list.json`; `next`/`previous` are `null` at
/// the ends.
struct PokeAPIListPayload: Encodable {
    var count: Int
    @EncodedNull var next: String?
    @EncodedNull var previous: String?
    var results: [PokeAPIJSON]
}

/// PokeAPI's `{name, url}` reference to another resource.
struct PokeAPIResource: Encodable {
    var name: String
    var url: String
}

/// `GET /api/v2/pokemon/{id|name}`, as `poke_25.json`, with PokeAPI's other fields (sample values where the
/// dataset holds no facts); every linked resource by id, as PokeAPI links them.
struct PokeAPIPokemonPayload: Encodable {
    struct Ability: Encodable {
        var ability: PokeAPIResource
        var isHidden: Bool
        var slot: Int
        enum CodingKeys: String, CodingKey {
            case ability, slot
            case isHidden = "is_hidden"
        }
    }

    struct TypeSlot: Encodable {
        var slot: Int
        var type: PokeAPIResource
    }

    struct Stat: Encodable {
        var baseStat: Int
        var effort: Int
        var stat: PokeAPIResource
        enum CodingKeys: String, CodingKey {
            case effort, stat
            case baseStat = "base_stat"
        }
    }

    struct Sprites: Encodable {
        var frontDefault: String?
        var backDefault: String?
        var frontShiny: String?
        var frontFemale: String?
        var officialArtwork: String?

        enum CodingKeys: String, CodingKey {
            case other
            case frontDefault = "front_default"
            case backDefault = "back_default"
            case frontShiny = "front_shiny"
            case frontFemale = "front_female"
        }

        enum OtherKeys: String, CodingKey {
            case officialArtwork = "official-artwork"
        }

        enum ArtworkKeys: String, CodingKey {
            case frontDefault = "front_default"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(frontDefault, forKey: .frontDefault)
            try container.encode(backDefault, forKey: .backDefault)
            try container.encode(frontShiny, forKey: .frontShiny)
            try container.encode(frontFemale, forKey: .frontFemale)
            var other = container.nestedContainer(keyedBy: OtherKeys.self, forKey: .other)
            var artwork = other.nestedContainer(keyedBy: ArtworkKeys.self, forKey: .officialArtwork)
            try artwork.encode(officialArtwork, forKey: .frontDefault)
        }
    }

    var id: Int
    var name: String
    var baseExperience: Int
    var height: Int
    var weight: Int
    var order: Int
    var isDefault: Bool
    var abilities: [Ability]
    var types: [TypeSlot]
    var stats: [Stat]
    var sprites: Sprites
    var species: PokeAPIResource
    var forms: [PokeAPIResource]
    /// Sample values: the dataset holds no learnsets, so every Pokémon learns Tackle at level 1 in Red/Blue.
    var moves: PokeAPIJSON
    var cries: PokeAPIJSON
    /// Sample values: the Pokédex number in Red, Blue and Yellow.
    var gameIndices: PokeAPIJSON
    var heldItems: [PokeAPIJSON] = []
    var pastTypes: [PokeAPIJSON] = []
    var pastAbilities: [PokeAPIJSON] = []
    var locationAreaEncounters: String

    enum CodingKeys: String, CodingKey {
        case id, name, height, weight, order, abilities, types, stats, sprites, species, forms, moves, cries
        case baseExperience = "base_experience"
        case isDefault = "is_default"
        case gameIndices = "game_indices"
        case heldItems = "held_items"
        case pastTypes = "past_types"
        case pastAbilities = "past_abilities"
        case locationAreaEncounters = "location_area_encounters"
    }

    init(_ pokemon: SamplePokemon, base: String) {
        let api = base + "/api/v2"
        let sprites = base + "/sprites/pokemon"
        id = pokemon.id
        name = pokemon.name
        baseExperience = pokemon.baseExperience
        height = pokemon.height
        weight = pokemon.weight
        order = pokemon.id
        isDefault = true
        abilities = pokemon.abilities.map { ability in
            Ability(
                ability: PokeAPIResource(
                    name: ability.name, url: PokeAPIResources.abilityURL(api: api, id: ability.id, name: ability.name)),
                isHidden: ability.isHidden, slot: ability.slot)
        }
        types = pokemon.types.enumerated().map { index, type in
            let typeID = Self.typeIDs[type].map(String.init) ?? type
            return TypeSlot(slot: index + 1, type: PokeAPIResource(name: type, url: "\(api)/type/\(typeID)/"))
        }
        stats = pokemon.stats.map { stat in
            let statID = Self.statIDs[stat.name].map(String.init) ?? stat.name
            return Stat(
                baseStat: stat.baseStat, effort: stat.effort,
                stat: PokeAPIResource(name: stat.name, url: "\(api)/stat/\(statID)/"))
        }
        self.sprites = Sprites(
            frontDefault: "\(sprites)/\(pokemon.id).png",
            backDefault: "\(sprites)/back/\(pokemon.id).png",
            frontShiny: "\(sprites)/shiny/\(pokemon.id).png",
            frontFemale: nil,
            officialArtwork: "\(sprites)/other/official-artwork/\(pokemon.id).png")
        species = PokeAPIResource(name: pokemon.name, url: "\(api)/pokemon-species/\(pokemon.id)/")
        forms = [PokeAPIResource(name: pokemon.name, url: "\(api)/pokemon-form/\(pokemon.id)/")]
        moves = [
            [
                "move": .resource("tackle", "\(api)/move/33/"),
                "version_group_details": [
                    [
                        "level_learned_at": 1, "order": nil,
                        "move_learn_method": .resource("level-up", "\(api)/move-learn-method/1/"),
                        "version_group": .resource("red-blue", "\(api)/version-group/1/"),
                    ]
                ],
            ]
        ]
        cries = [
            "latest": .string("\(base)/cries/pokemon/latest/\(pokemon.id).ogg"),
            "legacy": .string("\(base)/cries/pokemon/legacy/\(pokemon.id).ogg"),
        ]
        gameIndices = .array(
            PokeAPIReferences.sampleLists["version"]!.map { version in
                ["game_index": .int(pokemon.id), "version": .resource(version.name, "\(api)/version/\(version.id)/")]
            })
        locationAreaEncounters = "\(api)/pokemon/\(pokemon.id)/encounters"
    }

    /// PokeAPI's ids of the types and stats, so the URLs match the public ones.
    static let typeIDs = Dictionary(uniqueKeysWithValues: PokeAPIReferences.types.map { ($0.name, $0.id) })
    static let statIDs = Dictionary(uniqueKeysWithValues: PokeAPIReferences.stats.map { ($0.name, $0.id) })
}
