import DataLayer
import DomainLayer
import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct RemotePokemonDataSourceTests {
    @Test func aPageCarriesTheCountTheIdsFromTheURLsAndEachRowsTypes() async throws {
        try await withStagingAPI { api in
            let page = try await pokeAPISource(baseURL: api.baseURL).page(offset: 10, limit: 10)
            #expect(
                page
                    == PokemonPage(
                        offset: 10, count: 30,
                        pokemon: (11...20).map { PokemonSummary(id: $0, name: "pokemon-\($0)", types: ["normal"]) }))
        }
    }

    @Test func detailsAreMappedWithTypesStatsAbilitiesAndTheSpriteURL() async throws {
        try await withStagingAPI { api in
            let details = try await pokeAPISource(baseURL: api.baseURL).details(idOrName: "pikachu")
            #expect(
                details
                    == PokemonDetails(
                        id: 25, name: "pikachu", height: 9, weight: 85, types: ["electric"],
                        stats: [
                            .init(name: "hp", baseStat: 35), .init(name: "attack", baseStat: 55),
                            .init(name: "speed", baseStat: 90),
                        ],
                        abilities: [
                            .init(name: "static", isHidden: false), .init(name: "lightning-rod", isHidden: true),
                        ],
                        spriteURL: try api.url("/sprites/pokemon/25.png")))
        }
    }

    @Test func anUnknownNameIsNotFound() async throws {
        try await withStagingAPI { api in
            await #expect(throws: DomainError.notFound) {
                try await pokeAPISource(baseURL: api.baseURL).details(idOrName: "missingno")
            }
            #expect(await api.requestCount(path: "/api/v2/pokemon/missingno") == 1)
        }
    }

    @Test func aServerErrorKeepsItsStatus() async throws {
        try await withStagingAPI { api in
            let error = await #expect(throws: DomainError.self) {
                try await pokeAPISource(baseURL: api.baseURL, fault: "status=500").page(offset: 0, limit: 10)
            }
            guard case .server(status: 500, _) = error else {
                Issue.record("expected a 500 server error, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func aMalformedBodyIsBadData() async throws {
        try await withStagingAPI { api in
            let error = await #expect(throws: DomainError.self) {
                try await pokeAPISource(baseURL: api.baseURL, fault: "malformed").page(offset: 0, limit: 10)
            }
            #expect(error.map(isBadData) == true)
        }
    }

    @Test func aTruncatedBodyIsBadData() async throws {
        try await withStagingAPI { api in
            let error = await #expect(throws: DomainError.self) {
                try await pokeAPISource(baseURL: api.baseURL, fault: "truncated").details(idOrName: "1")
            }
            #expect(error.map(isBadData) == true)
        }
    }

    @Test func aSlowAnswerTimesOut() async throws {
        try await withStagingAPI { api in
            await #expect(throws: DomainError.timedOut) {
                try await pokeAPISource(baseURL: api.baseURL, fault: "delay=3000", timeout: 0.3)
                    .page(offset: 0, limit: 10)
            }
            #expect(await api.requestCount(path: "/api/v2/pokemon") == 1)
        }
    }

    @Test func aClosedPortIsTheNamedServiceUnreachable() async throws {
        let stopped = try closedPortURL()
        await #expect(throws: DomainError.unreachable(service: "PokeAPI")) {
            try await pokeAPISource(baseURL: stopped).page(offset: 0, limit: 10)
        }
    }

    @Test func aRateLimitAnswerIsRateLimited() async throws {
        try await withStagingAPI { api in
            let error = await #expect(throws: DomainError.self) {
                try await pokeAPISource(baseURL: api.baseURL, fault: "ratelimit").page(offset: 0, limit: 10)
            }
            guard case .rateLimited = error else {
                Issue.record("expected rate limited, got \(String(describing: error))")
                return
            }
        }
    }

    private func isBadData(_ error: DomainError) -> Bool {
        if case .badData = error { true } else { false }
    }
}
