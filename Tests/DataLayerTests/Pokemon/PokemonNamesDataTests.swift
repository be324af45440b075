import DataLayer
import DomainLayer
import Foundation
import SampleData
import StagingAPI
import TestSupport
import Testing

/// Names of Pokémon and abilities: decoded from PokeAPI's species and ability resources, had by the data
/// sources in every phase, and kept by the response cache.
@Suite struct PokemonNamesDataTests {
    @Test func aSpeciesDecodesItsNamesInEveryLanguageSkippingBadEntries() throws {
        let json = """
            {"id": 25, "name": "pikachu", "order": 35, "names": [
              {"name": "ピカチュウ", "language": {"name": "ja-Hrkt", "url": "https://pokeapi.co/api/v2/language/1/"}},
              {"name": "피카츄", "language": {"name": "ko", "url": "https://pokeapi.co/api/v2/language/3/"}},
              {"name": 7, "language": {"name": "fr", "url": "https://pokeapi.co/api/v2/language/5/"}},
              {"name": "", "language": {"name": "de", "url": "https://pokeapi.co/api/v2/language/6/"}},
              {"name": "Pikachu", "language": {"name": "en", "url": "https://pokeapi.co/api/v2/language/9/"}},
              {"name": "Pika", "language": {"name": "en", "url": "https://pokeapi.co/api/v2/language/9/"}}
            ], "flavor_text_entries": []}
            """
        let dto = try JSONDecoder().decode(PokeAPINamesDTO.self, from: Data(json.utf8))
        #expect(dto.id == 25)
        #expect(dto.name == "pikachu")
        #expect(dto.names.map(\.name) == ["ピカチュウ", "피카츄", "Pikachu", "Pika"])
    }

    @Test func anAnswerWithoutNamesHasNoneAndABadIdIsBadData() throws {
        let none = try JSONDecoder().decode(PokeAPINamesDTO.self, from: Data(#"{"id": 9, "name": "static"}"#.utf8))
        #expect(none.names.isEmpty)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PokeAPINamesDTO.self, from: Data(#"{"id": -1, "name": "x", "names": []}"#.utf8))
        }
    }

    @Test func alphaPagesCarryTheSpeciesNamesInEnglishAndKorean() async throws {
        try await withStagingAPI(dataset: try BundledPokedex.dataset()) { api in
            let page = try await pokeAPISource(baseURL: api.baseURL).page(offset: 120, limit: 10)
            #expect(page.pokemon.map(\.id) == Array(121...130))
            let mime = try #require(page.pokemon.first { $0.name == "mr-mime" })
            #expect(mime.names == PokemonNames(["en": "Mr. Mime", "ko": "마임맨"]))
            #expect(page.pokemon.allSatisfy { $0.names["ko"] != nil && $0.names["en"] != nil })
            // One species request per row, each once.
            #expect(await api.requestCount(path: "/api/v2/pokemon-species/122") == 1)
        }
    }

    @Test func alphaDetailsCarryTheSpeciesAndAbilityNames() async throws {
        try await withStagingAPI(dataset: try BundledPokedex.dataset()) { api in
            let details = try await pokeAPISource(baseURL: api.baseURL).details(idOrName: "25")
            #expect(details.names == PokemonNames(["en": "Pikachu", "ko": "피카츄"]))
            #expect(
                details.abilities
                    == [
                        .init(name: "static", isHidden: false, names: PokemonNames(["en": "Static", "ko": "정전기"])),
                        .init(
                            name: "lightning-rod", isHidden: true,
                            names: PokemonNames(["en": "Lightning Rod", "ko": "피뢰침"])),
                    ])
        }
    }

    @Test func namesThatCannotBeHadLeaveThePokemonShownByItsLowerCaseName() async throws {
        // Here the staging API knows no names, so its species and abilities answer `names: []`.
        var dataset = try BundledPokedex.dataset()
        dataset.pokemon = dataset.pokemon.map { pokemon in
            var unnamed = pokemon
            unnamed.names = nil
            unnamed.abilities = pokemon.abilities.map { .init(name: $0.name, isHidden: $0.isHidden, slot: $0.slot) }
            return unnamed
        }
        try await withStagingAPI(dataset: dataset) { api in
            let page = try await pokeAPISource(baseURL: api.baseURL).page(offset: 0, limit: 3)
            #expect(
                page.pokemon
                    == [1, 2, 3].map {
                        PokemonSummary(id: $0, name: dataset.pokemon[$0 - 1].name, types: dataset.pokemon[$0 - 1].types)
                    })
            let details = try await pokeAPISource(baseURL: api.baseURL).details(idOrName: "pikachu")
            #expect(details.names.isEmpty)
            #expect(details.abilities.map(\.name) == ["static", "lightning-rod"])
            #expect(details.abilities.allSatisfy { $0.names.isEmpty })
        }
    }

    @Test func devPagesAndDetailsCarryTheBundledNames() async throws {
        let source = BundledPokemonDataSource(pokemon: try BundledPokedex.pokemon())
        let page = try await source.page(offset: 20, limit: 10)
        #expect(page.pokemon.first { $0.id == 25 }?.names == PokemonNames(["en": "Pikachu", "ko": "피카츄"]))
        #expect(page.pokemon.first { $0.id == 29 }?.names == PokemonNames(["en": "Nidoran♀", "ko": "니드런♀"]))
        let details = try await source.details(idOrName: "pikachu")
        #expect(details.names == PokemonNames(["en": "Pikachu", "ko": "피카츄"]))
        #expect(details.abilities.map(\.names["ko"]) == ["정전기", "피뢰침"])
    }

    @Test func devAndAlphaShowTheSameNames() async throws {
        let dataset = try BundledPokedex.dataset()
        let bundled = BundledPokemonDataSource(pokemon: dataset.pokemon)
        try await withStagingAPI(dataset: dataset) { api in
            let remote = pokeAPISource(baseURL: api.baseURL)
            for offset in [0, 20, 120, 150] {
                #expect(try await remote.page(offset: offset, limit: 10) == bundled.page(offset: offset, limit: 10))
            }
            for name in ["pikachu", "mr-mime", "29"] {
                let alpha = try await remote.details(idOrName: name)
                let dev = try await bundled.details(idOrName: name)
                #expect(alpha.names == dev.names)
                #expect(alpha.abilities == dev.abilities)
            }
        }
    }

    @Test func theCacheKeepsTheNamesOfPagesAndDetails() async throws {
        try await withPokemonCache { cache, _ in
            let (page, details) = try await withStagingAPI(dataset: try BundledPokedex.dataset()) { api in
                let repository = CachedPokemonRepository(source: pokeAPISource(baseURL: api.baseURL), cache: cache)
                return (
                    try await repository.page(offset: 20, limit: 10), try await repository.details(idOrName: "pikachu")
                )
            }
            #expect(page.pokemon.first { $0.id == 25 }?.names["ko"] == "피카츄")
            let offline = CachedPokemonRepository(source: pokeAPISource(baseURL: try closedPortURL()), cache: cache)
            #expect(try await offline.page(offset: 20, limit: 10) == page)
            let cached = try await offline.details(idOrName: "25")
            #expect(cached == details)
            #expect(cached.names["ko"] == "피카츄")
            #expect(cached.abilities.map(\.names["ko"]) == ["정전기", "피뢰침"])
        }
    }
}
