import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// Every Pokémon route has an address that opens it; a sprite's address names its Pokémon and is cached.
@Suite struct PokemonPathsRoutesTests {
    let pages = FakeFetchPokemonPageUseCase()
    let details = FakeFetchPokemonDetailsUseCase()
    let sprites = FakeFetchPokemonSpriteUseCase()

    func withClient(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let routes = PokemonWebRoutes(
            makeListViewModel: { [pages] in PokemonListViewModel(fetchPage: pages) },
            makeDetailsViewModel: { [details] in PokemonDetailsViewModel(fetchDetails: details) },
            sprites: PokemonSpriteLoader(fetchSprite: sprites))
        let server = makeServer().addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router, body)
    }

    @Test func everyRouteHasAnAddressThatOpensIt() async throws {
        pages.answers.answer(20, with: .success(PokemonSamples.page(offset: 20, size: 2)))
        details.answers.answer("pikachu", with: .success(PokemonSamples.pikachu))
        sprites.answers.answer(
            "pikachu", with: .success(ImageData(bytes: Data("<svg/>".utf8), contentType: "image/svg+xml")))
        #expect(PokemonPaths.path(for: .list(offset: 0)) == "/pokemon")
        #expect(PokemonPaths.path(for: .list(offset: 20)) == "/pokemon?offset=20")
        #expect(PokemonPaths.path(for: .details(name: "mr. mime")) == "/pokemon/mr.%20mime")
        try await withClient { client in
            let list = try await client.execute(uri: PokemonPaths.path(for: .list(offset: 20)), method: .get)
            #expect(list.text.contains("<a href=\"/pokemon/pokemon-21\">"))
            #expect(pages.answers.requests == [20])
            let pikachu = try await client.execute(uri: PokemonPaths.path(for: .details(name: "pikachu")), method: .get)
            #expect(pikachu.status == .ok)
            #expect(pikachu.text.contains("src=\"\(PokemonPaths.path(for: .sprite(name: "pikachu")))\""))
            #expect(details.answers.requests == ["pikachu"])
            let sprite = try await client.execute(uri: PokemonPaths.path(for: .sprite(name: "pikachu")), method: .get)
            #expect(sprite.status == .ok)
            #expect(sprite.headers[.cacheControl] == "public, max-age=86400")
            let tag = try #require(sprite.headers[.eTag])
            let again = try await client.execute(
                uri: PokemonPaths.path(for: .sprite(name: "pikachu")), method: .get, headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified)
        }
    }

    /// A name is read only from valid percent-encoding of UTF-8: anything else names no Pokémon, so nothing is asked.
    @Test(arguments: ["/pokemon/%zz", "/pokemon/%C3%28", "/pokemon/%zz/sprite"])
    func anAddressWhoseNameIsNotPercentEncodedTextIsNotFoundAndAsksNothing(path: String) async throws {
        try await withClient { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .notFound)
            #expect(details.answers.requests == [])
            #expect(sprites.answers.requests == [])
        }
    }
}
