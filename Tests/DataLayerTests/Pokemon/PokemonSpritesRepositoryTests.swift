import DataLayer
import DomainLayer
import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct PokemonSpritesRepositoryTests {
    @Test func aSpriteIsFetchedOnceFromTheDetailsURL() async throws {
        try await withStagingAPI { api in
            try await withPokemonCache { cache, database in
                let pokemon = CachedPokemonRepository(source: pokeAPISource(baseURL: api.baseURL), cache: cache)
                let images = CachedImageLoader(
                    store: SQLiteImageCacheStore(
                        database: database, policy: CachePolicy(maxAge: .seconds(3600), maxBytes: 1 << 20)),
                    logger: Fixtures.quietLogger())
                let sprites = CachedPokemonSpritesRepository(
                    pokemon: pokemon, images: images, spritesBaseURL: api.baseURL)
                let first = try await sprites.sprite(idOrName: "pikachu")
                let second = try await sprites.sprite(idOrName: "pikachu")
                #expect(first == second)
                #expect(first.contentType == "image/png")
                #expect(await api.requestCount(path: "/sprites/pokemon/25.png") == 1)
                #expect(await api.requestCount(path: "/api/v2/pokemon/pikachu") == 1)
            }
        }
    }

    @Test func aPokemonWithoutASpriteGetsAPlaceholder() async throws {
        let noSprite = PokemonDetails(
            id: 1, name: "bulbasaur", height: 7, weight: 69, types: [], stats: [], abilities: [], spriteURL: nil)
        try await withPokemonCache { cache, database in
            try await cache.store(noSprite, forKey: "details/bulbasaur")
            let stopped = try closedPortURL()
            let images = CachedImageLoader(
                store: SQLiteImageCacheStore(
                    database: database, policy: CachePolicy(maxAge: .seconds(60), maxBytes: 1024)),
                logger: Fixtures.quietLogger())
            let sprites = CachedPokemonSpritesRepository(
                pokemon: CachedPokemonRepository(source: pokeAPISource(baseURL: stopped), cache: cache), images: images,
                spritesBaseURL: stopped)
            let sprite = try await sprites.sprite(idOrName: "bulbasaur")
            #expect(sprite.contentType == "image/svg+xml")
            #expect(String(decoding: sprite.bytes, as: UTF8.self).contains("aria-label=\"bulbasaur\""))
        }
    }

    @Test func aSpriteOnAnotherOriginOrNotAnImageIsThePlaceholder() async throws {
        let page = Data("<script>alert(document.cookie)</script>".utf8)
        try await withHostileUpstream(["/sprites/25.png": .ok(page, contentType: "image/png")]) { upstream in
            try await withHostileUpstream(["/sprites/25.png": .ok(PNGFixture.bytes, contentType: "image/png")]) {
                elsewhere in
                try await withPokemonCache { cache, database in
                    let images = CachedImageLoader(
                        store: SQLiteImageCacheStore(
                            database: database, policy: CachePolicy(maxAge: .seconds(60), maxBytes: 1 << 20)),
                        logger: Fixtures.quietLogger())
                    for (spriteURL, name) in [
                        (upstream.url("/sprites/25.png"), "pikachu"), (elsewhere.url("/sprites/25.png"), "raichu"),
                    ] {
                        let details = PokemonDetails(
                            id: 25, name: name, height: 4, weight: 60, types: [], stats: [], abilities: [],
                            spriteURL: spriteURL)
                        try await cache.store(details, forKey: "details/\(name)")
                    }
                    let sprites = CachedPokemonSpritesRepository(
                        pokemon: CachedPokemonRepository(
                            source: pokeAPISource(baseURL: upstream.baseURL), cache: cache),
                        images: images, spritesBaseURL: upstream.baseURL)

                    let notAnImage = try await sprites.sprite(idOrName: "pikachu")
                    #expect(notAnImage.contentType == "image/svg+xml")
                    #expect(String(decoding: notAnImage.bytes, as: UTF8.self).contains("aria-label=\"pikachu\""))

                    let offOrigin = try await sprites.sprite(idOrName: "raichu")
                    #expect(offOrigin.contentType == "image/svg+xml")
                    #expect(elsewhere.allReceived.isEmpty, "nothing is fetched from an origin the data names")
                }
            }
        }
    }

    @Test func theDevPlaceholderIsAnSVGNamingThePokemon() async throws {
        let sprite = try await PlaceholderPokemonSpritesRepository().sprite(idOrName: "mew")
        #expect(sprite.contentType == "image/svg+xml")
        #expect(String(decoding: sprite.bytes, as: UTF8.self).hasPrefix("<svg"))
        #expect(String(decoding: sprite.bytes, as: UTF8.self).contains("aria-label=\"mew\""))
    }

    @Test func pokemonOfTheSameTypesHaveSpritesShapedByTheirNumbers() async throws {
        let sprites = PlaceholderPokemonSpritesRepository(
            pokemon: FakePokemonRepository(pokemon: (1...3).map { PokemonSamples.details(id: $0) }))
        var drawn: Set<Data> = []
        for id in 1...3 { drawn.insert(try await sprites.sprite(idOrName: "\(id)").bytes) }
        #expect(drawn.count == 3)
    }

    @Test func theGeneratedSpriteIsColouredByThePrimaryTypeAndDrawsNoWords() async throws {
        let sprites = PlaceholderPokemonSpritesRepository(
            pokemon: FakePokemonRepository(pokemon: [PokemonSamples.pikachu]))

        let sprite = try await sprites.sprite(idOrName: "25")

        let svg = String(decoding: sprite.bytes, as: UTF8.self)
        #expect(sprite.contentType == "image/svg+xml")
        #expect(svg.contains("aria-label=\"pikachu\"") && !svg.contains("<text"))
        // Electric's #f8d030 for the body, on a disc of it with 75 % white, and the dark scheme's own disc.
        #expect(svg.contains(".disc{fill:#fdf3cb}.body{fill:#f8d030}"))
        #expect(svg.contains("@media (prefers-color-scheme: dark)"))
        #expect(try await sprites.sprite(idOrName: "pikachu") == sprite, "the same sprite by name as by id")
        await #expect(throws: DomainError.notFound) { try await sprites.sprite(idOrName: "missingno") }
    }

    @Test func eachOfTheEighteenTypesColoursItsOwnSpriteAndAnUnknownOneIsNeutral() async throws {
        let types = [
            "normal", "fire", "water", "grass", "electric", "ice", "fighting", "poison", "ground", "flying",
            "psychic", "bug", "rock", "ghost", "dragon", "dark", "steel", "fairy",
        ]
        func sprite(_ types: [String]) async throws -> ImageData {
            var details = PokemonSamples.details(id: 1)
            details.types = types
            return try await PlaceholderPokemonSpritesRepository(pokemon: FakePokemonRepository(pokemon: [details]))
                .sprite(idOrName: "1")
        }

        var tinted: Set<Data> = []
        for type in types { tinted.insert(try await sprite([type, "fire"]).bytes) }

        #expect(tinted.count == types.count, "the primary type, first, picks the colour")
        #expect(try await sprite(["stellar"]) == (try await sprite([])))
    }
}
