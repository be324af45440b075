import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct PokeAPIEndpointTests {
    @Test func listDefaultsToTwentyFromTheStartWithoutPrevious() async throws {
        try await withStagingAPI { api in
            let body = try JSONBody.object(try await api.get("/api/v2/pokemon").body)
            #expect(body["count"] as? Int == 30)
            #expect(JSONBody.isNull(body, "previous"))
            #expect(body["next"] as? String == "\(api.baseURL.absoluteString)/api/v2/pokemon?offset=20&limit=20")
            let results = try #require(body["results"] as? [[String: Any]])
            #expect(results.count == 20)
            #expect(results.first?["name"] as? String == "bulbasaur")
            #expect(results.first?["url"] as? String == "\(api.baseURL.absoluteString)/api/v2/pokemon/1/")
        }
    }

    @Test func listLinksBothWaysInTheMiddleAndEndsWithNullNext() async throws {
        try await withStagingAPI { api in
            let base = api.baseURL.absoluteString
            let middle = try JSONBody.object(try await api.get("/api/v2/pokemon?limit=10&offset=10").body)
            #expect(middle["next"] as? String == "\(base)/api/v2/pokemon?offset=20&limit=10")
            #expect(middle["previous"] as? String == "\(base)/api/v2/pokemon?offset=0&limit=10")
            let last = try JSONBody.object(try await api.get("/api/v2/pokemon?limit=10&offset=20").body)
            #expect(JSONBody.isNull(last, "next"))
            #expect(last["previous"] as? String == "\(base)/api/v2/pokemon?offset=10&limit=10")
            #expect((last["results"] as? [Any])?.count == 10)
        }
    }

    @Test(arguments: ["25", "pikachu", "PIKACHU", "25/"])
    func detailAnswersThePoke25Shape(idOrName: String) async throws {
        try await withStagingAPI { api in
            let base = api.baseURL.absoluteString
            let (data, response) = try await api.get("/api/v2/pokemon/\(idOrName)")
            #expect(response.statusCode == 200)
            let body = try JSONBody.object(data)
            #expect(body["id"] as? Int == 25)
            #expect(body["name"] as? String == "pikachu")
            #expect(body["height"] as? Int == 9)
            #expect(body["weight"] as? Int == 85)
            #expect(body["base_experience"] as? Int == 125)
            let abilities = try #require(body["abilities"] as? [[String: Any]])
            #expect(abilities.map { $0["is_hidden"] as? Bool } == [false, true])
            #expect((abilities.first?["ability"] as? [String: String])?["name"] == "static")
            let types = try #require(body["types"] as? [[String: Any]])
            #expect(types.first?["slot"] as? Int == 1)
            #expect((types.first?["type"] as? [String: String])?["url"] == "\(base)/api/v2/type/13/")
            let stats = try #require(body["stats"] as? [[String: Any]])
            #expect(stats.first?["base_stat"] as? Int == 35)
            #expect((stats.last?["stat"] as? [String: String])?["name"] == "speed")
            let sprites = try #require(body["sprites"] as? [String: Any])
            #expect(sprites["front_default"] as? String == "\(base)/sprites/pokemon/25.png")
            #expect(JSONBody.isNull(sprites, "front_female"))
            let artwork = (sprites["other"] as? [String: Any])?["official-artwork"] as? [String: Any]
            #expect(artwork?["front_default"] as? String == "\(base)/sprites/pokemon/other/official-artwork/25.png")
            #expect((body["species"] as? [String: String])?["url"] == "\(base)/api/v2/pokemon-species/25/")
        }
    }

    @Test(arguments: ["9999", "missingno"])
    func unknownPokemonIsPlainTextNotFound(idOrName: String) async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/api/v2/pokemon/\(idOrName)")
            #expect(response.statusCode == 404)
            #expect(response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("text/plain") == true)
            #expect(String(decoding: data, as: UTF8.self) == "Not Found")
        }
    }

    @Test func spritesArePNG() async throws {
        try await withStagingAPI { api in
            for (path, side) in [
                ("/sprites/pokemon/25.png", 96), ("/sprites/pokemon/other/official-artwork/25.png", 475),
            ] {
                let (data, response) = try await api.get(path)
                #expect(response.statusCode == 200)
                #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/png")
                let png = try PNGFile(Array(data))
                #expect(png.size == PNGFile.Size(width: side, height: side))
            }
        }
    }
}
