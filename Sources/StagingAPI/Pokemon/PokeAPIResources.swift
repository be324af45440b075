import SampleData

/// PokeAPI's resources around the Pokédex, over the dataset: species, abilities, types and stats, in
/// PokeAPI's shapes with sample values where the dataset holds no facts (flavor texts, damage relations…).
/// Names are given in English and Korean, as PokeAPI's `names` give them.
struct PokeAPIResources: Sendable {
    /// An ability of the dataset and the Pokémon that have it.
    struct Ability: Sendable {
        var id: Int?
        var name: String
        var names: SampleLocalizedName?
        var holders: [(pokemon: SamplePokemon, ability: SamplePokemon.Ability)]

        /// How the ability is addressed: by id, or by name in datasets that do not know its id.
        var key: String { id.map(String.init) ?? name }
    }

    let pokemon: [SamplePokemon]
    /// The dataset's abilities, by id (abilities without an id after, by name).
    let abilities: [Ability]

    init(pokemon: [SamplePokemon]) {
        self.pokemon = pokemon
        var byName: [String: Ability] = [:]
        for one in pokemon {
            for ability in one.abilities {
                let fresh = Ability(id: ability.id, name: ability.name, names: ability.names, holders: [])
                byName[ability.name, default: fresh].holders.append((one, ability))
            }
        }
        abilities = byName.values.sorted { ($0.id ?? .max, $0.name) < ($1.id ?? .max, $1.name) }
    }

    /// The ability addressed by `idOrName` (decimal id or lower-cased name).
    func ability(_ idOrName: String) -> Ability? {
        let key = idOrName.lowercased()
        return abilities.first { $0.key == key || $0.name == key }
    }

    /// `url` of an ability, by id where known.
    static func abilityURL(api: String, id: Int?, name: String) -> String {
        "\(api)/ability/\(id.map(String.init) ?? name)/"
    }

    /// PokeAPI's `names`: `[{name, language: {name, url}}]`, Korean then English.
    static func names(_ names: SampleLocalizedName?, api: String) -> PokeAPIJSON {
        guard let names else { return [] }
        return [
            ["name": .string(names.ko), "language": .resource("ko", "\(api)/language/3/")],
            ["name": .string(names.en), "language": .resource("en", "\(api)/language/9/")],
        ]
    }

    static func reference(_ named: PokeAPIReferences.Named, _ endpoint: String, api: String) -> PokeAPIJSON {
        .resource(named.name, "\(api)/\(endpoint)/\(named.id)/")
    }

    /// `GET /api/v2/pokemon-species/{id|name}`.
    func species(_ one: SamplePokemon, api: String) -> PokeAPIJSON {
        let sample = PokeAPIReferences.sampleLists
        let pokemonURL = "\(api)/pokemon/\(one.id)/"
        return [
            "id": .int(one.id), "name": .string(one.name), "order": .int(one.id), "gender_rate": 4,
            "capture_rate": 45, "base_happiness": 70, "is_baby": false, "is_legendary": false, "is_mythical": false,
            "hatch_counter": 20, "has_gender_differences": false, "forms_switchable": false,
            "growth_rate": Self.reference(sample["growth-rate"]![0], "growth-rate", api: api),
            "pokedex_numbers": [
                ["entry_number": .int(one.id), "pokedex": Self.reference(sample["pokedex"]![0], "pokedex", api: api)]
            ],
            "egg_groups": [Self.reference(sample["egg-group"]![0], "egg-group", api: api)],
            "color": Self.reference(sample["pokemon-color"]![0], "pokemon-color", api: api),
            "shape": Self.reference(sample["pokemon-shape"]![0], "pokemon-shape", api: api),
            "evolves_from_species": nil, "evolution_chain": ["url": .string("\(api)/evolution-chain/\(one.id)/")],
            "habitat": nil, "generation": Self.reference(PokeAPIReferences.generations[0], "generation", api: api),
            "names": Self.names(one.names, api: api), "pal_park_encounters": [], "flavor_text_entries": [],
            "form_descriptions": [],
            "genera": [],
            "varieties": [["is_default": true, "pokemon": .resource(one.name, pokemonURL)]],
        ]
    }

    /// `GET /api/v2/evolution-chain/{id}`: sample values, as the dataset knows no evolutions: chain `id` is the
    /// species `id` alone, evolving into nothing.
    func evolutionChain(_ one: SamplePokemon, api: String) -> PokeAPIJSON {
        [
            "id": .int(one.id), "baby_trigger_item": nil,
            "chain": [
                "is_baby": false, "species": .resource(one.name, "\(api)/pokemon-species/\(one.id)/"),
                "evolution_details": [], "evolves_to": [],
            ],
        ]
    }

    /// `GET /api/v2/ability/{id|name}`.
    func ability(_ ability: Ability, api: String) -> PokeAPIJSON {
        let generation = PokeAPIReferences.generation(ofAbility: ability.id ?? 1)
        return [
            "id": ability.id.map { PokeAPIJSON.int($0) } ?? .null, "name": .string(ability.name),
            "is_main_series": true,
            "generation": Self.reference(generation, "generation", api: api),
            "names": Self.names(ability.names, api: api), "effect_entries": [], "effect_changes": [],
            "flavor_text_entries": [],
            "pokemon": .array(
                ability.holders.map { holder in
                    [
                        "is_hidden": .bool(holder.ability.isHidden), "slot": .int(holder.ability.slot),
                        "pokemon": .resource(holder.pokemon.name, "\(api)/pokemon/\(holder.pokemon.id)/"),
                    ]
                }),
        ]
    }

    /// `GET /api/v2/type/{id|name}`.
    func type(_ type: PokeAPIReferences.Named, api: String) -> PokeAPIJSON {
        let relations = [
            "double_damage_from", "double_damage_to", "half_damage_from", "half_damage_to", "no_damage_from",
            "no_damage_to",
        ]
        return [
            "id": .int(type.id), "name": .string(type.name),
            "damage_relations": .object(Dictionary(uniqueKeysWithValues: relations.map { ($0, []) })),
            "past_damage_relations": [], "game_indices": [],
            "generation": Self.reference(PokeAPIReferences.generation(ofType: type.name), "generation", api: api),
            "move_damage_class": nil, "names": Self.names(type.names, api: api),
            "pokemon": .array(
                pokemon.compactMap { one in
                    one.types.firstIndex(of: type.name).map { index in
                        ["slot": .int(index + 1), "pokemon": .resource(one.name, "\(api)/pokemon/\(one.id)/")]
                    }
                }),
            "moves": [],
        ]
    }

    /// `GET /api/v2/stat/{id|name}`.
    func stat(_ stat: PokeAPIReferences.Named, api: String) -> PokeAPIJSON {
        let damageClasses = PokeAPIReferences.sampleLists["move-damage-class"]!
        let damageClass: PokeAPIJSON =
            switch stat.name {
            case "attack", "defense": Self.reference(damageClasses[0], "move-damage-class", api: api)
            case "special-attack", "special-defense": Self.reference(damageClasses[1], "move-damage-class", api: api)
            default: nil
            }
        return [
            "id": .int(stat.id), "name": .string(stat.name), "game_index": .int(stat.id), "is_battle_only": false,
            "affecting_moves": ["increase": [], "decrease": []],
            "affecting_natures": ["increase": [], "decrease": []], "characteristics": [],
            "move_damage_class": damageClass, "names": Self.names(stat.names, api: api),
        ]
    }
}
