import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// Pokémon and abilities by the names PokeAPI gives them in the page's language.
@Suite struct PokemonNamesRoutesTests {
    let pages = FakeFetchPokemonPageUseCase()
    let details = FakeFetchPokemonDetailsUseCase()

    func withClient(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let routes = PokemonWebRoutes(
            makeListViewModel: { [pages] in PokemonListViewModel(fetchPage: pages) },
            makeDetailsViewModel: { [details] in PokemonDetailsViewModel(fetchDetails: details) },
            sprites: PokemonSpriteLoader(fetchSprite: FakeFetchPokemonSpriteUseCase()))
        let server = makeServer().addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router, body)
    }

    func get(_ client: any TestClientProtocol, _ uri: String, korean: Bool) async throws -> TestResponse {
        let headers: HTTPFields = korean ? [.acceptLanguage: "ko-KR,ko;q=0.9"] : [.acceptLanguage: "en"]
        return try await client.execute(uri: uri, method: .get, headers: headers)
    }

    static let page = PokemonPage(
        offset: 120, count: 151,
        pokemon: [
            PokemonSummary(id: 121, name: "starmie", names: PokemonNames(["en": "Starmie", "ko": "아쿠스타"])),
            PokemonSummary(id: 122, name: "mr-mime", names: PokemonNames(["en": "Mr. Mime", "ko": "마임맨"])),
            PokemonSummary(id: 123, name: "scyther", names: PokemonNames(["en": "Scyther"])),
        ])

    @Test func aKoreanListShowsKoreanNamesAndMarksAnEnglishOne() async throws {
        pages.answers.answer(120, with: .success(Self.page))
        try await withClient { client in
            let text = try await get(client, "/pokemon?offset=120", korean: true).text
            #expect(text.contains("<span class=\"pokemon-name\">아쿠스타</span>"))
            #expect(text.contains("<span class=\"pokemon-name\">마임맨</span>"))
            #expect(text.contains("<span class=\"pokemon-name\" lang=\"en\">Scyther</span>"))
            #expect(text.contains("href=\"/pokemon/mr-mime\""))
        }
    }

    @Test func anEnglishListShowsTheSpeciesEnglishNames() async throws {
        pages.answers.answer(120, with: .success(Self.page))
        try await withClient { client in
            let text = try await get(client, "/pokemon?offset=120", korean: false).text
            #expect(text.contains("<span class=\"pokemon-name\">Mr. Mime</span>"))
            #expect(!text.contains("Mr Mime"))
            #expect(!text.contains("마임맨"))
        }
    }

    @Test func anEnglishDetailsPageShowsTheSpeciesAndAbilityEnglishNames() async throws {
        details.answers.answer("pikachu", with: .success(PokemonSamples.pikachu))
        try await withClient { client in
            let text = try await get(client, "/pokemon/pikachu", korean: false).text
            #expect(text.contains("<title>Pikachu · Strata</title>"))
            #expect(text.contains("<li class=\"pokemon-ability\">Static</li>"))
            #expect(!text.contains("피카츄"))
        }
    }

    @Test func aKoreanDetailsPageIsTitledWithTheKoreanName() async throws {
        details.answers.answer("pikachu", with: .success(PokemonSamples.pikachu))
        try await withClient { client in
            let text = try await get(client, "/pokemon/pikachu", korean: true).text
            #expect(text.contains("<title>피카츄 · Strata</title>"))
            #expect(!text.contains("Lightning Rod"))
        }
    }
}
