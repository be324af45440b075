import DataLayer
import DomainLayer
import SampleData
import TestSupport
import Testing

@Suite struct BundledPokemonDataSourceTests {
    @Test func theBundledPokedexHas151AndPagesLikeTheStagingAPI() async throws {
        let bundled = try SampleDataset.bundled().pokemon
        let page = try await BundledPokemonDataSource(pokemon: bundled).page(offset: 150, limit: 10)
        #expect(page.count == 151)
        #expect(
            page.pokemon == [
                PokemonSummary(id: 151, name: "mew", names: PokemonNames(["en": "Mew", "ko": "뮤"]), types: ["psychic"])
            ])
        #expect(!page.hasNext)
    }

    @Test func pagesAgreeWithTheStagingAPI() async throws {
        let dataset = Fixtures.dataset(pokemonCount: 23)
        let bundled = BundledPokemonDataSource(pokemon: dataset.pokemon)
        try await withStagingAPI(dataset: dataset) { api in
            let remote = pokeAPISource(baseURL: api.baseURL)
            for offset in [0, 10, 20, 23, 40] {
                let local = try await bundled.page(offset: offset, limit: 10)
                let served = try await remote.page(offset: offset, limit: 10)
                #expect(local == served)
            }
        }
    }

    @Test func detailsAgreeWithTheStagingAPIButForTheSprite() async throws {
        let dataset = Fixtures.dataset(pokemonCount: 30)
        try await withStagingAPI(dataset: dataset) { api in
            var remote = try await pokeAPISource(baseURL: api.baseURL).details(idOrName: "6")
            remote.spriteURL = nil
            #expect(
                try await BundledPokemonDataSource(pokemon: dataset.pokemon).details(idOrName: "charizard") == remote)
        }
    }

    @Test func anUnknownNameIsNotFound() async throws {
        await #expect(throws: DomainError.notFound) {
            try await BundledPokemonDataSource(pokemon: Fixtures.pokemon(count: 3)).details(idOrName: "mew")
        }
    }
}
