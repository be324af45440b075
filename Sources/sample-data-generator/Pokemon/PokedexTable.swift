import SampleData

/// The first 151 Pokémon as facts (names, types, sizes, base stats, effort values, abilities), in PokeAPI's
/// names and units, one compact row each, in National Pokédex order.
enum PokedexTable {
    /// One Pokémon: `types` and `abilities` space-separated in slot order; `stats` and `effort` in the order
    /// hp, attack, defense, special-attack, special-defense, speed; `hidden` is the hidden ability or `""`.
    struct Row {
        var name: String
        var types: String
        var height: Int
        var weight: Int
        var baseExperience: Int
        var stats: [Int]
        var effort: [Int]
        var abilities: String
        var hidden: String

        init(
            _ name: String, _ types: String, _ height: Int, _ weight: Int, _ baseExperience: Int,
            _ stats: [Int], _ effort: [Int], _ abilities: String, _ hidden: String
        ) {
            self.name = name
            self.types = types
            self.height = height
            self.weight = weight
            self.baseExperience = baseExperience
            self.stats = stats
            self.effort = effort
            self.abilities = abilities
            self.hidden = hidden
        }
    }

    static let statNames = ["hp", "attack", "defense", "special-attack", "special-defense", "speed"]

    /// The rows as `SamplePokemon`, ids 1…151, named in English and Korean (`PokedexNames`).
    static func pokemon() -> [SamplePokemon] {
        rows.enumerated().map { index, row in
            var abilities = row.abilities.split(separator: " ").enumerated().map { slot, name in
                ability(String(name), isHidden: false, slot: slot + 1)
            }
            if !row.hidden.isEmpty {
                abilities.append(ability(row.hidden, isHidden: true, slot: 3))
            }
            let stats = zip(statNames, zip(row.stats, row.effort)).map { name, values in
                SamplePokemon.Stat(name: name, baseStat: values.0, effort: values.1)
            }
            return SamplePokemon(
                id: index + 1, name: row.name, height: row.height, weight: row.weight,
                baseExperience: row.baseExperience, types: row.types.split(separator: " ").map(String.init),
                abilities: abilities, stats: stats,
                names: SampleLocalizedName(en: PokedexNames.species[index].en, ko: PokedexNames.species[index].ko)
            )
        }
    }

    private static func ability(_ name: String, isHidden: Bool, slot: Int) -> SamplePokemon.Ability {
        let known = PokedexNames.abilities[name]
        return SamplePokemon.Ability(
            name: name, isHidden: isHidden, slot: slot, id: known?.id,
            names: known.map { SampleLocalizedName(en: $0.en, ko: $0.ko) })
    }

    // swift-format-ignore
    static let rows: [Row] = [
        Row("bulbasaur", "grass poison", 7, 69, 64, [45, 49, 49, 65, 65, 45], [0, 0, 0, 1, 0, 0], "overgrow", "chlorophyll"),
        Row("ivysaur", "grass poison", 10, 130, 142, [60, 62, 63, 80, 80, 60], [0, 0, 0, 1, 1, 0], "overgrow", "chlorophyll"),
        Row("venusaur", "grass poison", 20, 1000, 263, [80, 82, 83, 100, 100, 80], [0, 0, 0, 2, 1, 0], "overgrow", "chlorophyll"),
        Row("charmander", "fire", 6, 85, 62, [39, 52, 43, 60, 50, 65], [0, 0, 0, 0, 0, 1], "blaze", "solar-power"),
        Row("charmeleon", "fire", 11, 190, 142, [58, 64, 58, 80, 65, 80], [0, 0, 0, 1, 0, 1], "blaze", "solar-power"),
        Row("charizard", "fire flying", 17, 905, 267, [78, 84, 78, 109, 85, 100], [0, 0, 0, 3, 0, 0], "blaze", "solar-power"),
        Row("squirtle", "water", 5, 90, 63, [44, 48, 65, 50, 64, 43], [0, 0, 1, 0, 0, 0], "torrent", "rain-dish"),
        Row("wartortle", "water", 10, 225, 142, [59, 63, 80, 65, 80, 58], [0, 0, 1, 0, 1, 0], "torrent", "rain-dish"),
        Row("blastoise", "water", 16, 855, 265, [79, 83, 100, 85, 105, 78], [0, 0, 0, 0, 3, 0], "torrent", "rain-dish"),
        Row("caterpie", "bug", 3, 29, 39, [45, 30, 35, 20, 20, 45], [1, 0, 0, 0, 0, 0], "shield-dust", "run-away"),
        Row("metapod", "bug", 7, 99, 72, [50, 20, 55, 25, 25, 30], [0, 0, 2, 0, 0, 0], "shed-skin", ""),
        Row("butterfree", "bug flying", 11, 320, 198, [60, 45, 50, 90, 80, 70], [0, 0, 0, 2, 1, 0], "compound-eyes", "tinted-lens"),
        Row("weedle", "bug poison", 3, 32, 39, [40, 35, 30, 20, 20, 50], [0, 0, 0, 0, 0, 1], "shield-dust", "run-away"),
        Row("kakuna", "bug poison", 6, 100, 72, [45, 25, 50, 25, 25, 35], [0, 0, 2, 0, 0, 0], "shed-skin", ""),
        Row("beedrill", "bug poison", 10, 295, 178, [65, 90, 40, 45, 80, 75], [0, 2, 0, 0, 1, 0], "swarm", "sniper"),
        Row("pidgey", "normal flying", 3, 18, 50, [40, 45, 40, 35, 35, 56], [0, 0, 0, 0, 0, 1], "keen-eye tangled-feet", "big-pecks"),
        Row("pidgeotto", "normal flying", 11, 300, 122, [63, 60, 55, 50, 50, 71], [0, 0, 0, 0, 0, 2], "keen-eye tangled-feet", "big-pecks"),
        Row("pidgeot", "normal flying", 15, 395, 216, [83, 80, 75, 70, 70, 101], [0, 0, 0, 0, 0, 3], "keen-eye tangled-feet", "big-pecks"),
        Row("rattata", "normal", 3, 35, 51, [30, 56, 35, 25, 35, 72], [0, 0, 0, 0, 0, 1], "run-away guts", "hustle"),
        Row("raticate", "normal", 7, 185, 145, [55, 81, 60, 50, 70, 97], [0, 0, 0, 0, 0, 2], "run-away guts", "hustle"),
        Row("spearow", "normal flying", 3, 20, 52, [40, 60, 30, 31, 31, 70], [0, 0, 0, 0, 0, 1], "keen-eye", "sniper"),
        Row("fearow", "normal flying", 12, 380, 155, [65, 90, 65, 61, 61, 100], [0, 0, 0, 0, 0, 2], "keen-eye", "sniper"),
        Row("ekans", "poison", 20, 69, 58, [35, 60, 44, 40, 54, 55], [0, 1, 0, 0, 0, 0], "intimidate shed-skin", "unnerve"),
        Row("arbok", "poison", 35, 650, 157, [60, 95, 69, 65, 79, 80], [0, 2, 0, 0, 0, 0], "intimidate shed-skin", "unnerve"),
        Row("pikachu", "electric", 4, 60, 112, [35, 55, 40, 50, 50, 90], [0, 0, 0, 0, 0, 2], "static", "lightning-rod"),
        Row("raichu", "electric", 8, 300, 243, [60, 90, 55, 90, 80, 110], [0, 0, 0, 0, 0, 3], "static", "lightning-rod"),
        Row("sandshrew", "ground", 6, 120, 60, [50, 75, 85, 20, 30, 40], [0, 0, 1, 0, 0, 0], "sand-veil", "sand-rush"),
        Row("sandslash", "ground", 10, 295, 158, [75, 100, 110, 45, 55, 65], [0, 0, 2, 0, 0, 0], "sand-veil", "sand-rush"),
        Row("nidoran-f", "poison", 4, 70, 55, [55, 47, 52, 40, 40, 41], [1, 0, 0, 0, 0, 0], "poison-point rivalry", "hustle"),
        Row("nidorina", "poison", 8, 200, 128, [70, 62, 67, 55, 55, 56], [2, 0, 0, 0, 0, 0], "poison-point rivalry", "hustle"),
        Row("nidoqueen", "poison ground", 13, 600, 253, [90, 92, 87, 75, 85, 76], [3, 0, 0, 0, 0, 0], "poison-point rivalry", "sheer-force"),
        Row("nidoran-m", "poison", 5, 90, 55, [46, 57, 40, 40, 40, 50], [0, 1, 0, 0, 0, 0], "poison-point rivalry", "hustle"),
        Row("nidorino", "poison", 9, 195, 128, [61, 72, 57, 55, 55, 65], [0, 2, 0, 0, 0, 0], "poison-point rivalry", "hustle"),
        Row("nidoking", "poison ground", 14, 620, 253, [81, 102, 77, 85, 75, 85], [0, 3, 0, 0, 0, 0], "poison-point rivalry", "sheer-force"),
        Row("clefairy", "fairy", 6, 75, 113, [70, 45, 48, 60, 65, 35], [2, 0, 0, 0, 0, 0], "cute-charm magic-guard", "friend-guard"),
        Row("clefable", "fairy", 13, 400, 242, [95, 70, 73, 95, 90, 60], [3, 0, 0, 0, 0, 0], "cute-charm magic-guard", "unaware"),
        Row("vulpix", "fire", 6, 99, 60, [38, 41, 40, 50, 65, 65], [0, 0, 0, 0, 0, 1], "flash-fire", "drought"),
        Row("ninetales", "fire", 11, 199, 177, [73, 76, 75, 81, 100, 100], [0, 0, 0, 0, 1, 1], "flash-fire", "drought"),
        Row("jigglypuff", "normal fairy", 5, 55, 95, [115, 45, 20, 45, 25, 20], [2, 0, 0, 0, 0, 0], "cute-charm competitive", "friend-guard"),
        Row("wigglytuff", "normal fairy", 10, 120, 196, [140, 70, 45, 85, 50, 45], [3, 0, 0, 0, 0, 0], "cute-charm competitive", "frisk"),
        Row("zubat", "poison flying", 8, 75, 49, [40, 45, 35, 30, 40, 55], [0, 0, 0, 0, 0, 1], "inner-focus", "infiltrator"),
        Row("golbat", "poison flying", 16, 550, 159, [75, 80, 70, 65, 75, 90], [0, 0, 0, 0, 0, 2], "inner-focus", "infiltrator"),
        Row("oddish", "grass poison", 5, 54, 64, [45, 50, 55, 75, 65, 30], [0, 0, 0, 1, 0, 0], "chlorophyll", "run-away"),
        Row("gloom", "grass poison", 8, 86, 138, [60, 65, 70, 85, 75, 40], [0, 0, 0, 2, 0, 0], "chlorophyll", "stench"),
        Row("vileplume", "grass poison", 12, 186, 245, [75, 80, 85, 110, 90, 50], [0, 0, 0, 3, 0, 0], "chlorophyll", "effect-spore"),
        Row("paras", "bug grass", 3, 54, 57, [35, 70, 55, 45, 55, 25], [0, 1, 0, 0, 0, 0], "effect-spore dry-skin", "damp"),
        Row("parasect", "bug grass", 10, 295, 142, [60, 95, 80, 60, 80, 30], [0, 2, 1, 0, 0, 0], "effect-spore dry-skin", "damp"),
        Row("venonat", "bug poison", 10, 300, 61, [60, 55, 50, 40, 55, 45], [0, 0, 0, 0, 1, 0], "compound-eyes tinted-lens", "run-away"),
        Row("venomoth", "bug poison", 15, 125, 158, [70, 65, 60, 90, 75, 90], [0, 0, 0, 1, 0, 1], "shield-dust tinted-lens", "wonder-skin"),
        Row("diglett", "ground", 2, 8, 53, [10, 55, 25, 35, 45, 95], [0, 0, 0, 0, 0, 1], "sand-veil arena-trap", "sand-force"),
        Row("dugtrio", "ground", 7, 333, 149, [35, 100, 50, 50, 70, 120], [0, 0, 0, 0, 0, 2], "sand-veil arena-trap", "sand-force"),
        Row("meowth", "normal", 4, 42, 58, [40, 45, 35, 40, 40, 90], [0, 0, 0, 0, 0, 1], "pickup technician", "unnerve"),
        Row("persian", "normal", 10, 320, 154, [65, 70, 60, 65, 65, 115], [0, 0, 0, 0, 0, 2], "limber technician", "unnerve"),
        Row("psyduck", "water", 8, 196, 64, [50, 52, 48, 65, 50, 55], [0, 0, 0, 1, 0, 0], "damp cloud-nine", "swift-swim"),
        Row("golduck", "water", 17, 766, 175, [80, 82, 78, 95, 80, 85], [0, 0, 0, 2, 0, 0], "damp cloud-nine", "swift-swim"),
        Row("mankey", "fighting", 5, 280, 61, [40, 80, 35, 35, 45, 70], [0, 1, 0, 0, 0, 0], "vital-spirit anger-point", "defiant"),
        Row("primeape", "fighting", 10, 320, 159, [65, 105, 60, 60, 70, 95], [0, 2, 0, 0, 0, 0], "vital-spirit anger-point", "defiant"),
        Row("growlithe", "fire", 7, 190, 70, [55, 70, 45, 70, 50, 60], [0, 1, 0, 0, 0, 0], "intimidate flash-fire", "justified"),
        Row("arcanine", "fire", 19, 1550, 194, [90, 110, 80, 100, 80, 95], [0, 2, 0, 0, 0, 0], "intimidate flash-fire", "justified"),
        Row("poliwag", "water", 6, 124, 60, [40, 50, 40, 40, 40, 90], [0, 0, 0, 0, 0, 1], "water-absorb damp", "swift-swim"),
        Row("poliwhirl", "water", 10, 200, 135, [65, 65, 65, 50, 50, 90], [0, 0, 0, 0, 0, 2], "water-absorb damp", "swift-swim"),
        Row("poliwrath", "water fighting", 13, 540, 255, [90, 95, 95, 70, 90, 70], [0, 0, 3, 0, 0, 0], "water-absorb damp", "swift-swim"),
        Row("abra", "psychic", 9, 195, 62, [25, 20, 15, 105, 55, 90], [0, 0, 0, 1, 0, 0], "synchronize inner-focus", "magic-guard"),
        Row("kadabra", "psychic", 13, 565, 140, [40, 35, 30, 120, 70, 105], [0, 0, 0, 2, 0, 0], "synchronize inner-focus", "magic-guard"),
        Row("alakazam", "psychic", 15, 480, 250, [55, 50, 45, 135, 95, 120], [0, 0, 0, 3, 0, 0], "synchronize inner-focus", "magic-guard"),
        Row("machop", "fighting", 8, 195, 61, [70, 80, 50, 35, 35, 35], [0, 1, 0, 0, 0, 0], "guts no-guard", "steadfast"),
        Row("machoke", "fighting", 15, 705, 142, [80, 100, 70, 50, 60, 45], [0, 2, 0, 0, 0, 0], "guts no-guard", "steadfast"),
        Row("machamp", "fighting", 16, 1300, 253, [90, 130, 80, 65, 85, 55], [0, 3, 0, 0, 0, 0], "guts no-guard", "steadfast"),
        Row("bellsprout", "grass poison", 7, 40, 60, [50, 75, 35, 70, 30, 40], [0, 1, 0, 0, 0, 0], "chlorophyll", "gluttony"),
        Row("weepinbell", "grass poison", 10, 64, 137, [65, 90, 50, 85, 45, 55], [0, 2, 0, 0, 0, 0], "chlorophyll", "gluttony"),
        Row("victreebel", "grass poison", 17, 155, 221, [80, 105, 65, 100, 70, 70], [0, 3, 0, 0, 0, 0], "chlorophyll", "gluttony"),
        Row("tentacool", "water poison", 9, 455, 67, [40, 40, 35, 50, 100, 70], [0, 0, 0, 0, 1, 0], "clear-body liquid-ooze", "rain-dish"),
        Row("tentacruel", "water poison", 16, 550, 180, [80, 70, 65, 80, 120, 100], [0, 0, 0, 0, 2, 0], "clear-body liquid-ooze", "rain-dish"),
        Row("geodude", "rock ground", 4, 200, 60, [40, 80, 100, 30, 30, 20], [0, 0, 1, 0, 0, 0], "rock-head sturdy", "sand-veil"),
        Row("graveler", "rock ground", 10, 1050, 137, [55, 95, 115, 45, 45, 35], [0, 0, 2, 0, 0, 0], "rock-head sturdy", "sand-veil"),
        Row("golem", "rock ground", 14, 3000, 223, [80, 120, 130, 55, 65, 45], [0, 0, 3, 0, 0, 0], "rock-head sturdy", "sand-veil"),
        Row("ponyta", "fire", 10, 300, 82, [50, 85, 55, 65, 65, 90], [0, 0, 0, 0, 0, 1], "run-away flash-fire", "flame-body"),
        Row("rapidash", "fire", 17, 950, 175, [65, 100, 70, 80, 80, 105], [0, 0, 0, 0, 0, 2], "run-away flash-fire", "flame-body"),
        Row("slowpoke", "water psychic", 12, 360, 63, [90, 65, 65, 40, 40, 15], [1, 0, 0, 0, 0, 0], "oblivious own-tempo", "regenerator"),
        Row("slowbro", "water psychic", 16, 785, 172, [95, 75, 110, 100, 80, 30], [0, 0, 2, 0, 0, 0], "oblivious own-tempo", "regenerator"),
        Row("magnemite", "electric steel", 3, 60, 65, [25, 35, 70, 95, 55, 45], [0, 0, 0, 1, 0, 0], "magnet-pull sturdy", "analytic"),
        Row("magneton", "electric steel", 10, 600, 163, [50, 60, 95, 120, 70, 70], [0, 0, 0, 2, 0, 0], "magnet-pull sturdy", "analytic"),
        Row("farfetchd", "normal flying", 8, 150, 132, [52, 90, 55, 58, 62, 60], [0, 1, 0, 0, 0, 0], "keen-eye inner-focus", "defiant"),
        Row("doduo", "normal flying", 14, 392, 62, [35, 85, 45, 35, 35, 75], [0, 1, 0, 0, 0, 0], "run-away early-bird", "tangled-feet"),
        Row("dodrio", "normal flying", 18, 852, 165, [60, 110, 70, 60, 60, 110], [0, 2, 0, 0, 0, 0], "run-away early-bird", "tangled-feet"),
        Row("seel", "water", 11, 900, 65, [65, 45, 55, 45, 70, 45], [0, 0, 0, 0, 1, 0], "thick-fat hydration", "ice-body"),
        Row("dewgong", "water ice", 17, 1200, 166, [90, 70, 80, 70, 95, 70], [0, 0, 0, 0, 2, 0], "thick-fat hydration", "ice-body"),
        Row("grimer", "poison", 9, 300, 65, [80, 80, 50, 40, 50, 25], [1, 0, 0, 0, 0, 0], "stench sticky-hold", "poison-touch"),
        Row("muk", "poison", 12, 300, 175, [105, 105, 75, 65, 100, 50], [1, 1, 0, 0, 0, 0], "stench sticky-hold", "poison-touch"),
        Row("shellder", "water", 3, 40, 61, [30, 65, 100, 45, 25, 40], [0, 0, 1, 0, 0, 0], "shell-armor skill-link", "overcoat"),
        Row("cloyster", "water ice", 15, 1325, 184, [50, 95, 180, 85, 45, 70], [0, 0, 2, 0, 0, 0], "shell-armor skill-link", "overcoat"),
        Row("gastly", "ghost poison", 13, 1, 62, [30, 35, 30, 100, 35, 80], [0, 0, 0, 1, 0, 0], "levitate", ""),
        Row("haunter", "ghost poison", 16, 1, 142, [45, 50, 45, 115, 55, 95], [0, 0, 0, 2, 0, 0], "levitate", ""),
        Row("gengar", "ghost poison", 15, 405, 250, [60, 65, 60, 130, 75, 110], [0, 0, 0, 3, 0, 0], "cursed-body", ""),
        Row("onix", "rock ground", 88, 2100, 77, [35, 45, 160, 30, 45, 70], [0, 0, 1, 0, 0, 0], "rock-head sturdy", "weak-armor"),
        Row("drowzee", "psychic", 10, 324, 66, [60, 48, 45, 43, 90, 42], [0, 0, 0, 0, 1, 0], "insomnia forewarn", "inner-focus"),
        Row("hypno", "psychic", 16, 756, 169, [85, 73, 70, 73, 115, 67], [0, 0, 0, 0, 2, 0], "insomnia forewarn", "inner-focus"),
        Row("krabby", "water", 4, 65, 65, [30, 105, 90, 25, 25, 50], [0, 1, 0, 0, 0, 0], "hyper-cutter shell-armor", "sheer-force"),
        Row("kingler", "water", 13, 600, 166, [55, 130, 115, 50, 50, 75], [0, 2, 0, 0, 0, 0], "hyper-cutter shell-armor", "sheer-force"),
        Row("voltorb", "electric", 5, 104, 66, [40, 30, 50, 55, 55, 100], [0, 0, 0, 0, 0, 1], "soundproof static", "aftermath"),
        Row("electrode", "electric", 12, 666, 172, [60, 50, 70, 80, 80, 150], [0, 0, 0, 0, 0, 2], "soundproof static", "aftermath"),
        Row("exeggcute", "grass psychic", 4, 25, 65, [60, 40, 80, 60, 45, 40], [0, 0, 1, 0, 0, 0], "chlorophyll", "harvest"),
        Row("exeggutor", "grass psychic", 20, 1200, 186, [95, 95, 85, 125, 75, 55], [0, 0, 0, 2, 0, 0], "chlorophyll", "harvest"),
        Row("cubone", "ground", 4, 65, 64, [50, 50, 95, 40, 50, 35], [0, 0, 1, 0, 0, 0], "rock-head lightning-rod", "battle-armor"),
        Row("marowak", "ground", 10, 450, 149, [60, 80, 110, 50, 80, 45], [0, 0, 2, 0, 0, 0], "rock-head lightning-rod", "battle-armor"),
        Row("hitmonlee", "fighting", 15, 498, 159, [50, 120, 53, 35, 110, 87], [0, 2, 0, 0, 0, 0], "limber reckless", "unburden"),
        Row("hitmonchan", "fighting", 14, 502, 159, [50, 105, 79, 35, 110, 76], [0, 0, 0, 0, 2, 0], "keen-eye iron-fist", "inner-focus"),
        Row("lickitung", "normal", 12, 655, 77, [90, 55, 75, 60, 75, 30], [2, 0, 0, 0, 0, 0], "own-tempo oblivious", "cloud-nine"),
        Row("koffing", "poison", 6, 10, 68, [40, 65, 95, 60, 45, 35], [0, 0, 1, 0, 0, 0], "levitate neutralizing-gas", "stench"),
        Row("weezing", "poison", 12, 95, 172, [65, 90, 120, 85, 70, 60], [0, 0, 2, 0, 0, 0], "levitate neutralizing-gas", "stench"),
        Row("rhyhorn", "ground rock", 10, 1150, 69, [80, 85, 95, 30, 30, 25], [0, 0, 1, 0, 0, 0], "lightning-rod rock-head", "reckless"),
        Row("rhydon", "ground rock", 19, 1200, 170, [105, 130, 120, 45, 45, 40], [0, 2, 0, 0, 0, 0], "lightning-rod rock-head", "reckless"),
        Row("chansey", "normal", 11, 346, 395, [250, 5, 5, 35, 105, 50], [2, 0, 0, 0, 0, 0], "natural-cure serene-grace", "healer"),
        Row("tangela", "grass", 10, 350, 87, [65, 55, 115, 100, 40, 60], [0, 0, 1, 0, 0, 0], "chlorophyll leaf-guard", "regenerator"),
        Row("kangaskhan", "normal", 22, 800, 172, [105, 95, 80, 40, 80, 90], [2, 0, 0, 0, 0, 0], "early-bird scrappy", "inner-focus"),
        Row("horsea", "water", 4, 80, 59, [30, 40, 70, 70, 25, 60], [0, 0, 0, 1, 0, 0], "swift-swim sniper", "damp"),
        Row("seadra", "water", 12, 250, 154, [55, 65, 95, 95, 45, 85], [0, 0, 1, 1, 0, 0], "poison-point sniper", "damp"),
        Row("goldeen", "water", 6, 150, 64, [45, 67, 60, 35, 50, 63], [0, 1, 0, 0, 0, 0], "swift-swim water-veil", "lightning-rod"),
        Row("seaking", "water", 13, 390, 158, [80, 92, 65, 65, 80, 68], [0, 2, 0, 0, 0, 0], "swift-swim water-veil", "lightning-rod"),
        Row("staryu", "water", 8, 345, 68, [30, 45, 55, 70, 55, 85], [0, 0, 0, 0, 0, 1], "illuminate natural-cure", "analytic"),
        Row("starmie", "water psychic", 11, 800, 182, [60, 75, 85, 100, 85, 115], [0, 0, 0, 0, 0, 2], "illuminate natural-cure", "analytic"),
        Row("mr-mime", "psychic fairy", 13, 545, 161, [40, 45, 65, 100, 120, 90], [0, 0, 0, 0, 2, 0], "soundproof filter", "technician"),
        Row("scyther", "bug flying", 15, 560, 100, [70, 110, 80, 55, 80, 105], [0, 1, 0, 0, 0, 0], "swarm technician", "steadfast"),
        Row("jynx", "ice psychic", 14, 406, 159, [65, 50, 35, 115, 95, 95], [0, 0, 0, 2, 0, 0], "oblivious forewarn", "dry-skin"),
        Row("electabuzz", "electric", 11, 300, 172, [65, 83, 57, 95, 85, 105], [0, 0, 0, 0, 0, 2], "static", "vital-spirit"),
        Row("magmar", "fire", 13, 445, 173, [65, 95, 57, 100, 85, 93], [0, 0, 0, 2, 0, 0], "flame-body", "vital-spirit"),
        Row("pinsir", "bug", 15, 550, 175, [65, 125, 100, 55, 70, 85], [0, 2, 0, 0, 0, 0], "hyper-cutter mold-breaker", "moxie"),
        Row("tauros", "normal", 14, 884, 172, [75, 100, 95, 40, 70, 110], [0, 1, 0, 0, 0, 1], "intimidate anger-point", "sheer-force"),
        Row("magikarp", "water", 9, 100, 40, [20, 10, 55, 15, 20, 80], [0, 0, 0, 0, 0, 1], "swift-swim", "rattled"),
        Row("gyarados", "water flying", 65, 2350, 189, [95, 125, 79, 60, 100, 81], [0, 2, 0, 0, 0, 0], "intimidate", "moxie"),
        Row("lapras", "water ice", 25, 2200, 187, [130, 85, 80, 85, 95, 60], [2, 0, 0, 0, 0, 0], "water-absorb shell-armor", "hydration"),
        Row("ditto", "normal", 3, 40, 101, [48, 48, 48, 48, 48, 48], [1, 0, 0, 0, 0, 0], "limber", "imposter"),
        Row("eevee", "normal", 3, 65, 65, [55, 55, 50, 45, 65, 55], [0, 0, 0, 0, 1, 0], "run-away adaptability", "anticipation"),
        Row("vaporeon", "water", 10, 290, 184, [130, 65, 60, 110, 95, 65], [2, 0, 0, 0, 0, 0], "water-absorb", "hydration"),
        Row("jolteon", "electric", 8, 245, 184, [65, 65, 60, 110, 95, 130], [0, 0, 0, 0, 0, 2], "volt-absorb", "quick-feet"),
        Row("flareon", "fire", 9, 250, 184, [65, 130, 60, 95, 110, 65], [0, 2, 0, 0, 0, 0], "flash-fire", "guts"),
        Row("porygon", "normal", 8, 365, 79, [65, 60, 70, 85, 75, 40], [0, 0, 0, 1, 0, 0], "trace download", "analytic"),
        Row("omanyte", "rock water", 4, 75, 71, [35, 40, 100, 90, 55, 35], [0, 0, 1, 0, 0, 0], "swift-swim shell-armor", "weak-armor"),
        Row("omastar", "rock water", 10, 350, 173, [70, 60, 125, 115, 70, 55], [0, 0, 2, 0, 0, 0], "swift-swim shell-armor", "weak-armor"),
        Row("kabuto", "rock water", 5, 115, 71, [30, 80, 90, 55, 45, 55], [0, 0, 1, 0, 0, 0], "swift-swim battle-armor", "weak-armor"),
        Row("kabutops", "rock water", 13, 405, 173, [60, 115, 105, 65, 70, 80], [0, 2, 0, 0, 0, 0], "swift-swim battle-armor", "weak-armor"),
        Row("aerodactyl", "rock flying", 18, 590, 180, [80, 105, 65, 60, 75, 130], [0, 0, 0, 0, 0, 2], "rock-head pressure", "unnerve"),
        Row("snorlax", "normal", 21, 4600, 189, [160, 110, 65, 65, 110, 30], [2, 0, 0, 0, 0, 0], "immunity thick-fat", "gluttony"),
        Row("articuno", "ice flying", 17, 554, 261, [90, 85, 100, 95, 125, 85], [0, 0, 0, 0, 3, 0], "pressure", "snow-cloak"),
        Row("zapdos", "electric flying", 16, 526, 261, [90, 90, 85, 125, 90, 100], [0, 0, 0, 3, 0, 0], "pressure", "static"),
        Row("moltres", "fire flying", 20, 600, 261, [90, 100, 90, 125, 85, 90], [0, 0, 0, 3, 0, 0], "pressure", "flame-body"),
        Row("dratini", "dragon", 18, 33, 60, [41, 64, 45, 50, 50, 50], [0, 1, 0, 0, 0, 0], "shed-skin", "marvel-scale"),
        Row("dragonair", "dragon", 40, 165, 147, [61, 84, 65, 70, 70, 70], [0, 2, 0, 0, 0, 0], "shed-skin", "marvel-scale"),
        Row("dragonite", "dragon flying", 22, 2100, 270, [91, 134, 95, 100, 100, 80], [0, 3, 0, 0, 0, 0], "inner-focus", "multiscale"),
        Row("mewtwo", "psychic", 20, 1220, 306, [106, 110, 90, 154, 90, 130], [0, 0, 0, 3, 0, 0], "pressure", "unnerve"),
        Row("mew", "psychic", 4, 40, 270, [100, 100, 100, 100, 100, 100], [3, 0, 0, 0, 0, 0], "synchronize", ""),
    ]
}

extension PokemonSampleData: GeneratedPart {
    static func generate() -> [SamplePokemon] {
        PokedexTable.pokemon()
    }
}
