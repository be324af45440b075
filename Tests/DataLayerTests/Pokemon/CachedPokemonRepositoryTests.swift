import DataLayer
import DomainLayer
import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct CachedPokemonRepositoryTests {
    @Test func aRevisitedPageMakesNoSecondRequest() async throws {
        try await withStagingAPI { api in
            try await withPokemonCache { cache, _ in
                let repository = CachedPokemonRepository(source: pokeAPISource(baseURL: api.baseURL), cache: cache)
                let first = try await repository.page(offset: 10, limit: 10)
                let second = try await repository.page(offset: 10, limit: 10)
                #expect(first == second)
                #expect(await api.requestCount(path: "/api/v2/pokemon") == 1)
            }
        }
    }

    @Test func revisitedDetailsMakeNoSecondRequestByNameOrId() async throws {
        try await withStagingAPI { api in
            try await withPokemonCache { cache, _ in
                let repository = CachedPokemonRepository(source: pokeAPISource(baseURL: api.baseURL), cache: cache)
                let first = try await repository.details(idOrName: "pikachu")
                #expect(try await repository.details(idOrName: "pikachu") == first)
                #expect(try await repository.details(idOrName: "25") == first)
                #expect(await api.requestCount(path: "/api/v2/pokemon/pikachu") == 1)
                #expect(await api.requestCount(path: "/api/v2/pokemon/25") == 0)
            }
        }
    }

    @Test func theCacheOutlivesTheRepositoryAndTheServer() async throws {
        try await withPokemonCache { cache, _ in
            let page = try await withStagingAPI { api in
                try await CachedPokemonRepository(source: pokeAPISource(baseURL: api.baseURL), cache: cache)
                    .page(offset: 0, limit: 10)
            }
            let stopped = try closedPortURL()
            let repository = CachedPokemonRepository(source: pokeAPISource(baseURL: stopped), cache: cache)
            #expect(try await repository.page(offset: 0, limit: 10) == page)
        }
    }

    @Test func anExpiredEntryIsFetchedAgain() async throws {
        let clock = TestWallClock()
        try await withStagingAPI { api in
            try await withPokemonCache(clock: clock, maxAge: .seconds(60)) { cache, _ in
                let repository = CachedPokemonRepository(source: pokeAPISource(baseURL: api.baseURL), cache: cache)
                _ = try await repository.page(offset: 0, limit: 10)
                clock.advance(by: .seconds(61))
                _ = try await repository.page(offset: 0, limit: 10)
                #expect(await api.requestCount(path: "/api/v2/pokemon") == 2)
            }
        }
    }

    @Test func aFailureIsNotCached() async throws {
        try await withStagingAPI { api in
            try await withPokemonCache { cache, _ in
                let failing = CachedPokemonRepository(
                    source: pokeAPISource(baseURL: api.baseURL, fault: "status=500"), cache: cache)
                await #expect(throws: DomainError.self) { try await failing.page(offset: 0, limit: 10) }
                let healthy = CachedPokemonRepository(source: pokeAPISource(baseURL: api.baseURL), cache: cache)
                let page = try await healthy.page(offset: 0, limit: 10)
                #expect(page.pokemon.count == 10)
                #expect(await api.requestCount(path: "/api/v2/pokemon") == 2)
            }
        }
    }

    @Test func anUnknownNameStaysNotFound() async throws {
        try await withStagingAPI { api in
            try await withPokemonCache { cache, _ in
                let repository = CachedPokemonRepository(source: pokeAPISource(baseURL: api.baseURL), cache: cache)
                await #expect(throws: DomainError.notFound) { try await repository.details(idOrName: "MissingNo") }
                #expect(await api.requestCount(path: "/api/v2/pokemon/missingno") == 1)
            }
        }
    }
}
