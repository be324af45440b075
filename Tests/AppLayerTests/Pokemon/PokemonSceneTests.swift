import Foundation
import TestSupport
import Testing

@testable import AppLayer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Pokémon scene in the running app, in each phase.
@Suite struct PokemonSceneTests {
    /// Runs the app in `phase` on a temporary data directory and hands its URL to `body`.
    func withApp(
        phase: Phase, environment: [String: String] = [:], _ body: (URL) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            try await StrataAppTests().withRunningApp(
                phase: phase, environment: environment, dataDirectory: directory, body)
        }
    }

    func get(_ url: URL, _ path: String) async throws -> (status: Int, body: String, type: String?) {
        let (data, http) = try await NoScriptBrowser().get(url, path)
        return (http.statusCode, String(decoding: data, as: UTF8.self), http.value(forHTTPHeaderField: "Content-Type"))
    }

    @Test func devPagesTheBundled151AndClampsPastTheEnd() async throws {
        try await withApp(phase: .dev) { url in
            let first = try await get(url, "/pokemon")
            #expect(first.body.contains("1–10 of 151"))
            #expect(first.body.contains("Bulbasaur"))
            let clamped = try await get(url, "/pokemon?offset=151")
            #expect(clamped.body.contains(">151 of 151<") && !clamped.body.contains("151–151"))
            #expect(clamped.body.contains("Mew"))
        }
    }

    @Test func devDetailsHaveAPlaceholderSprite() async throws {
        try await withApp(phase: .dev) { url in
            let page = try await get(url, "/pokemon/charizard")
            #expect(page.body.contains("1.7 m"))
            #expect(page.body.contains("90.5 kg"))
            let sprite = try await get(url, "/pokemon/charizard/sprite")
            #expect(sprite.status == 200)
            #expect(sprite.type == "image/svg+xml")
            #expect(sprite.body.contains("aria-label=\"charizard\""))
        }
    }

    @Test func alphaGoesThroughTheStagingAPI() async throws {
        try await withApp(phase: .alpha) { url in
            let list = try await get(url, "/pokemon?offset=140")
            #expect(list.body.contains("141–150 of 151"))
            let details = try await get(url, "/pokemon/pikachu")
            #expect(details.body.contains("Lightning Rod"))
            let sprite = try await get(url, "/pokemon/pikachu/sprite")
            #expect(sprite.status == 200)
            let missing = try await get(url, "/pokemon/missingno")
            #expect(missing.status == 404)
        }
    }

    @Test func realCachesPagesAndDetailsSoARevisitMakesNoRequest() async throws {
        try await withStagingAPI { api in
            let environment = [
                "POKEAPI_BASE_URL": api.baseURL.absoluteString, "POKEAPI_SPRITES_BASE_URL": api.baseURL.absoluteString,
            ]
            try await withApp(phase: .real, environment: environment) { url in
                for _ in 0..<2 {
                    let list = try await get(url, "/pokemon?offset=10")
                    #expect(list.body.contains("11–20 of 30"))
                    let details = try await get(url, "/pokemon/pikachu")
                    #expect(details.body.contains("Pikachu"))
                    let sprite = try await get(url, "/pokemon/pikachu/sprite")
                    #expect(sprite.status == 200)
                }
                // The list page, and the first page the details read the number of Pokémon from.
                #expect(await api.requestCount(path: "/api/v2/pokemon") == 2)
                #expect(await api.requestCount(path: "/api/v2/pokemon/pikachu") == 1)
                #expect(await api.requestCount(path: "/sprites/pokemon/25.png") == 1)
            }
        }
    }

    @Test func realShowsAStoppedServiceAsUnreachableByName() async throws {
        let stopped = try closedPortURL()
        try await withApp(phase: .real, environment: ["POKEAPI_BASE_URL": stopped.absoluteString]) { url in
            let page = try await get(url, "/pokemon")
            #expect(page.body.contains("Can’t reach PokeAPI. Try again in a moment."))
            #expect(!page.body.contains("of 151"))
        }
    }
}
