import SampleData

/// PokeAPI's ids and names of the resources a Pokémon links to, so the staging API's URLs carry the public
/// ids (`/api/v2/type/13/`), as clients that read the id from a URL need.
enum PokeAPIReferences {
    /// One named resource: its id and name, and its names in English and Korean where the staging API has them.
    struct Named: Sendable {
        var id: Int
        var name: String
        var names: SampleLocalizedName?
    }

    /// The eighteen types, with PokeAPI's ids and names (`type/{id}` `names`).
    static let types: [Named] = [
        Named(id: 1, name: "normal", names: .init(en: "Normal", ko: "노말")),
        Named(id: 2, name: "fighting", names: .init(en: "Fighting", ko: "격투")),
        Named(id: 3, name: "flying", names: .init(en: "Flying", ko: "비행")),
        Named(id: 4, name: "poison", names: .init(en: "Poison", ko: "독")),
        Named(id: 5, name: "ground", names: .init(en: "Ground", ko: "땅")),
        Named(id: 6, name: "rock", names: .init(en: "Rock", ko: "바위")),
        Named(id: 7, name: "bug", names: .init(en: "Bug", ko: "벌레")),
        Named(id: 8, name: "ghost", names: .init(en: "Ghost", ko: "고스트")),
        Named(id: 9, name: "steel", names: .init(en: "Steel", ko: "강철")),
        Named(id: 10, name: "fire", names: .init(en: "Fire", ko: "불꽃")),
        Named(id: 11, name: "water", names: .init(en: "Water", ko: "물")),
        Named(id: 12, name: "grass", names: .init(en: "Grass", ko: "풀")),
        Named(id: 13, name: "electric", names: .init(en: "Electric", ko: "전기")),
        Named(id: 14, name: "psychic", names: .init(en: "Psychic", ko: "에스퍼")),
        Named(id: 15, name: "ice", names: .init(en: "Ice", ko: "얼음")),
        Named(id: 16, name: "dragon", names: .init(en: "Dragon", ko: "드래곤")),
        Named(id: 17, name: "dark", names: .init(en: "Dark", ko: "악")),
        Named(id: 18, name: "fairy", names: .init(en: "Fairy", ko: "페어리")),
    ]

    /// The six base stats, with PokeAPI's ids and names (`stat/{id}` `names`).
    static let stats: [Named] = [
        Named(id: 1, name: "hp", names: .init(en: "HP", ko: "HP")),
        Named(id: 2, name: "attack", names: .init(en: "Attack", ko: "공격")),
        Named(id: 3, name: "defense", names: .init(en: "Defense", ko: "방어")),
        Named(id: 4, name: "special-attack", names: .init(en: "Special Attack", ko: "특수공격")),
        Named(id: 5, name: "special-defense", names: .init(en: "Special Defense", ko: "특수방어")),
        Named(id: 6, name: "speed", names: .init(en: "Speed", ko: "스피드")),
    ]

    /// The languages of the `names` the staging API gives: Korean (3) and English (9).
    static let languages = [Named(id: 3, name: "ko"), Named(id: 9, name: "en")]

    /// The generations, `generation-i` (1) to `generation-viii` (8).
    static let generations = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii"].enumerated().map {
        Named(id: $0.offset + 1, name: "generation-\($0.element)")
    }

    /// The other resources the sample fields link to, by endpoint: only their lists are served, so that a client
    /// that looks every link up in its endpoint's list (pokebase does) finds each. Values are samples.
    static let sampleLists: [String: [Named]] = [
        "language": languages,
        "generation": generations,
        "version": [Named(id: 1, name: "red"), Named(id: 2, name: "blue"), Named(id: 3, name: "yellow")],
        "version-group": [Named(id: 1, name: "red-blue"), Named(id: 2, name: "yellow")],
        "move": [Named(id: 33, name: "tackle")],
        "move-learn-method": [Named(id: 1, name: "level-up")],
        "move-damage-class": [Named(id: 2, name: "physical"), Named(id: 3, name: "special")],
        "growth-rate": [Named(id: 2, name: "medium")],
        "egg-group": [Named(id: 15, name: "no-eggs")],
        "pokemon-color": [Named(id: 4, name: "gray")],
        "pokemon-shape": [Named(id: 6, name: "upright")],
        "pokedex": [Named(id: 1, name: "national")],
    ]

    /// The generation an ability came with, by PokeAPI's id ranges (1–76 came with generation III).
    static func generation(ofAbility id: Int) -> Named {
        let firstIDs = [1, 77, 124, 165, 192, 234]
        let index = min(firstIDs.lastIndex { $0 <= id } ?? 0, firstIDs.count - 1)
        return generations[index + 2]
    }

    /// The generation a type came with: dark and steel with II, fairy with VI, the others with I.
    static func generation(ofType name: String) -> Named {
        switch name {
        case "dark", "steel": generations[1]
        case "fairy": generations[5]
        default: generations[0]
        }
    }
}
