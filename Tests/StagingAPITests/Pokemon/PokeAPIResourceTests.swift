import Foundation
import StagingAPI
import TestSupport
import Testing

/// The staging API's PokeAPI resources around the Pokédex, over the bundled Pokédex: linked by id, found by id
/// or name, listed and paged as PokeAPI lists them, named in English and Korean.
@Suite struct PokeAPIResourceTests {
    /// `names` as `[language: name]`.
    func names(_ body: [String: Any]) -> [String: String] {
        let entries = body["names"] as? [[String: Any]] ?? []
        return Dictionary(
            entries.compactMap { entry in
                guard let name = entry["name"] as? String,
                    let language = (entry["language"] as? [String: String])?["name"]
                else { return nil }
                return (language, name)
            }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aPokemonLinksEveryResourceById() async throws {
        try await withStagingAPI(dataset: try BundledPokedex.dataset()) { api in
            let api2 = "\(api.baseURL.absoluteString)/api/v2"
            let body = try JSONBody.object(try await api.get("/api/v2/pokemon/25").body)
            let abilities = try #require(body["abilities"] as? [[String: Any]])
            #expect(
                abilities.compactMap { ($0["ability"] as? [String: String])?["url"] }
                    == ["\(api2)/ability/9/", "\(api2)/ability/31/"])
            #expect((body["species"] as? [String: String])?["url"] == "\(api2)/pokemon-species/25/")
            #expect((body["forms"] as? [[String: String]])?.first?["url"] == "\(api2)/pokemon-form/25/")
            let move = try #require((body["moves"] as? [[String: Any]])?.first)
            #expect((move["move"] as? [String: String])?["url"] == "\(api2)/move/33/")
            let learned = try #require((move["version_group_details"] as? [[String: Any]])?.first)
            #expect(learned["level_learned_at"] as? Int == 1)
            #expect(JSONBody.isNull(learned, "order"))
            let cries = try #require(body["cries"] as? [String: String])
            #expect(cries["latest"]?.hasSuffix("/cries/pokemon/latest/25.ogg") == true)
            let indices = try #require(body["game_indices"] as? [[String: Any]])
            #expect(indices.map { ($0["version"] as? [String: String])?["name"] } == ["red", "blue", "yellow"])
            #expect(indices.first?["game_index"] as? Int == 25)
            #expect((body["held_items"] as? [Any])?.isEmpty == true)
            #expect((body["past_types"] as? [Any])?.isEmpty == true)
            #expect(body["location_area_encounters"] as? String == "\(api2)/pokemon/25/encounters")
        }
    }

    @Test(arguments: ["25", "pikachu", "PIKACHU", "25/"])
    func aSpeciesIsFoundByIdOrNameWithItsNames(idOrName: String) async throws {
        try await withStagingAPI(dataset: try BundledPokedex.dataset()) { api in
            let (data, response) = try await api.get("/api/v2/pokemon-species/\(idOrName)")
            #expect(response.statusCode == 200)
            let body = try JSONBody.object(data)
            #expect(body["id"] as? Int == 25)
            #expect(body["name"] as? String == "pikachu")
            #expect(names(body) == ["en": "Pikachu", "ko": "피카츄"])
            let variety = try #require((body["varieties"] as? [[String: Any]])?.first)
            #expect((variety["pokemon"] as? [String: String])?["url"]?.hasSuffix("/api/v2/pokemon/25/") == true)
            #expect((body["generation"] as? [String: String])?["name"] == "generation-i")
        }
    }

    @Test func speciesNamesReadAsPokeAPIWritesThem() async throws {
        try await withStagingAPI(dataset: try BundledPokedex.dataset()) { api in
            for (key, expected) in [
                ("mr-mime", ["en": "Mr. Mime", "ko": "마임맨"]), ("29", ["en": "Nidoran♀", "ko": "니드런♀"]),
                ("farfetchd", ["en": "Farfetch’d", "ko": "파오리"]), ("1", ["en": "Bulbasaur", "ko": "이상해씨"]),
            ] {
                let body = try JSONBody.object(try await api.get("/api/v2/pokemon-species/\(key)").body)
                #expect(names(body) == expected)
            }
        }
    }

    @Test(arguments: ["9", "static", "Static"])
    func anAbilityIsFoundByIdOrNameWithItsNamesAndPokemon(idOrName: String) async throws {
        try await withStagingAPI(dataset: try BundledPokedex.dataset()) { api in
            let body = try JSONBody.object(try await api.get("/api/v2/ability/\(idOrName)").body)
            #expect(body["id"] as? Int == 9)
            #expect(body["name"] as? String == "static")
            #expect(names(body) == ["en": "Static", "ko": "정전기"])
            #expect((body["generation"] as? [String: String])?["name"] == "generation-iii")
            let holders = try #require(body["pokemon"] as? [[String: Any]])
            let holderNames = holders.compactMap { ($0["pokemon"] as? [String: String])?["name"] }
            #expect(holderNames.contains("pikachu"))
        }
    }

    @Test func typesAndStatsAreFoundByIdOrNameWithTheirNames() async throws {
        try await withStagingAPI(dataset: try BundledPokedex.dataset()) { api in
            for key in ["13", "electric"] {
                let type = try JSONBody.object(try await api.get("/api/v2/type/\(key)").body)
                #expect(type["id"] as? Int == 13)
                #expect(names(type) == ["en": "Electric", "ko": "전기"])
                let holders = try #require(type["pokemon"] as? [[String: Any]])
                let holderNames = holders.compactMap { ($0["pokemon"] as? [String: String])?["name"] }
                #expect(holderNames.contains("pikachu"))
                #expect((type["damage_relations"] as? [String: Any])?.count == 6)
            }
            for key in ["4", "special-attack"] {
                let stat = try JSONBody.object(try await api.get("/api/v2/stat/\(key)").body)
                #expect(stat["id"] as? Int == 4)
                #expect(names(stat) == ["en": "Special Attack", "ko": "특수공격"])
                #expect((stat["move_damage_class"] as? [String: String])?["name"] == "special")
            }
        }
    }

    @Test(arguments: [
        "/api/v2/pokemon-species/0", "/api/v2/pokemon-species/missingno", "/api/v2/ability/999",
        "/api/v2/ability/wonder-guard", "/api/v2/type/19", "/api/v2/type/shadow", "/api/v2/stat/7", "/api/v2/stat/x",
    ])
    func anUnknownResourceIsAPlainTextNotFound(path: String) async throws {
        try await withStagingAPI(dataset: try BundledPokedex.dataset()) { api in
            let (data, response) = try await api.get(path)
            #expect(response.statusCode == 404)
            #expect(String(decoding: data, as: UTF8.self) == "Not Found")
        }
    }

    @Test(arguments: [("ability", 114), ("type", 18), ("stat", 6), ("pokemon-species", 151)])
    func aListPagesAsPokeAPIDoes(endpoint: String, count: Int) async throws {
        try await withStagingAPI(dataset: try BundledPokedex.dataset()) { api in
            let list = "\(api.baseURL.absoluteString)/api/v2/\(endpoint)"
            let first = try JSONBody.object(try await api.get("/api/v2/\(endpoint)/?limit=5").body)
            #expect(first["count"] as? Int == count)
            #expect(JSONBody.isNull(first, "previous"))
            #expect(first["next"] as? String == "\(list)?offset=5&limit=5")
            let results = try #require(first["results"] as? [[String: String]])
            #expect(results.count == 5)
            #expect(
                results.allSatisfy { $0["url"].map { Int($0.dropFirst(list.count + 1).dropLast()) != nil } == true })
            let last = try JSONBody.object(try await api.get("/api/v2/\(endpoint)?offset=\(count - 2)&limit=5").body)
            #expect(JSONBody.isNull(last, "next"))
            #expect(last["previous"] as? String == "\(list)?offset=\(max(count - 7, 0))&limit=5")
            #expect((last["results"] as? [Any])?.count == 2)
            let all = try JSONBody.object(try await api.get("/api/v2/\(endpoint)?limit=\(count)").body)
            #expect((all["results"] as? [Any])?.count == count)
            #expect(JSONBody.isNull(all, "next"))
        }
    }

    @Test func theAbilityListLinksById() async throws {
        try await withStagingAPI(dataset: try BundledPokedex.dataset()) { api in
            let body = try JSONBody.object(try await api.get("/api/v2/ability?limit=3").body)
            let results = try #require(body["results"] as? [[String: String]])
            #expect(results.map { $0["name"] } == ["stench", "battle-armor", "sturdy"])
            #expect(results.first?["url"] == "\(api.baseURL.absoluteString)/api/v2/ability/1/")
        }
    }

    @Test func everyLinkedEndpointHasAList() async throws {
        try await withStagingAPI(dataset: try BundledPokedex.dataset()) { api in
            for endpoint in [
                "pokemon-form", "evolution-chain", "language", "generation", "version", "version-group", "move",
                "move-learn-method", "move-damage-class", "growth-rate", "egg-group", "pokemon-color",
                "pokemon-shape", "pokedex",
            ] {
                let (data, response) = try await api.get("/api/v2/\(endpoint)/")
                #expect(response.statusCode == 200, "\(endpoint)")
                #expect((try JSONBody.object(data)["count"] as? Int ?? 0) > 0, "\(endpoint)")
            }
            let chains = try JSONBody.object(try await api.get("/api/v2/evolution-chain?limit=1").body)
            #expect(
                chains["results"] as? [[String: String]] == [
                    ["url": "\(api.baseURL.absoluteString)/api/v2/evolution-chain/1/"]
                ])
        }
    }
}
