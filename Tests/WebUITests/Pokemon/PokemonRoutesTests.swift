import DomainLayer
import Foundation
import Hummingbird
import HummingbirdTesting
import PresentationLayer
import TestSupport
import Testing
import WebUI

@Suite struct PokemonRoutesTests {
    let pages = FakeFetchPokemonPageUseCase()
    let details = FakeFetchPokemonDetailsUseCase()
    let sprites = FakeFetchPokemonSpriteUseCase()

    func withClient(
        settling: SettlePolicy = SettlePolicy(), _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let routes = PokemonRoutes(
            makeListViewModel: { [pages] in PokemonListViewModel(fetchPage: pages) },
            makeDetailsViewModel: { [details] in PokemonDetailsViewModel(fetchDetails: details) },
            sprites: PokemonSpriteLoader(fetchSprite: sprites), settling: settling)
        let server = makeServer().addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router, body)
    }

    @Test func theFirstPageShowsTheRangeRowsAndADisabledPrevious() async throws {
        pages.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        try await withClient { client in
            let response = try await client.execute(uri: "/pokemon", method: .get)
            #expect(response.status == .ok)
            let page = response.text
            #expect(page.contains("<p class=\"pokemon-range\">1–10 of 151</p>"))
            #expect(page.contains("<a href=\"/pokemon/pokemon-3\"><span class=\"pokemon-number\">#003</span>"))
            #expect(page.contains("<a class=\"button pokemon-prev\" aria-disabled=\"true\">Previous</a>"))
            #expect(page.contains("<a class=\"button pokemon-next\" rel=\"next\" href=\"/pokemon?offset=10\">Next</a>"))
            #expect(page.contains("data-live=\"/events?region=pokemon-list\""))
        }
    }

    @Test func pastTheSettleTimeoutThePageShowsLoadingAndReloadsItselfWithoutScript() async throws {
        pages.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        pages.answers.hold(0)
        try await withClient(settling: SettlePolicy(timeout: .zero)) { client in
            let page = try await client.execute(uri: "/pokemon", method: .get)
            #expect(
                page.main == """
                    <h1>Pokémon</h1>
                    <div id="pokemon-list" data-live="/events?region=pokemon-list"><section class="pokemon-list" \
                    aria-busy="true">
                    <p class="loading" role="status">Loading…</p>\
                    <noscript><meta http-equiv="refresh" content="1"></noscript>
                    </section></div>
                    """)
        }
        pages.answers.release(0)
    }

    @Test func thePageIsAddressableByOffset() async throws {
        pages.answers.answer(20, with: .success(PokemonSamples.page(offset: 20)))
        try await withClient { client in
            let page = try await client.execute(uri: "/pokemon?offset=20", method: .get).text
            #expect(page.contains("21–30 of 151"))
            #expect(page.contains("href=\"/pokemon?offset=10\">Previous</a>"))
            #expect(pages.answers.requests == [20])
        }
    }

    @Test func aFailureIsShownAndRetryLoadsThePage() async throws {
        pages.answers.answer(10, with: .failure(DomainError.server(status: 500, message: nil)))
        try await withClient { client in
            let failed = try await client.execute(uri: "/pokemon?offset=10", method: .get)
            #expect(
                failed.text.contains(
                    "<div class=\"error\" role=\"alert\"><p>Failed loading Pokémon: server error 500.</p>"))
            #expect(failed.text.contains("action=\"/pokemon/retry\""))
            #expect(!failed.text.contains("pokemon-range"))
            let cookie = try #require(failed.sessionCookie)
            let token = try #require(csrfToken(in: failed.text))

            pages.answers.answer(10, with: .success(PokemonSamples.page(offset: 10)))
            let retried = try await client.execute(
                uri: "/pokemon/retry", method: .post,
                headers: [.cookie: cookie, .contentType: formContentType],
                body: ByteBuffer(string: "_csrf=\(token)"))
            #expect(retried.status == .seeOther)
            #expect(retried.headers[.location] == "/pokemon?offset=10")
            #expect(pages.answers.requests == [10, 10])
            let page = try await client.execute(uri: "/pokemon?offset=10", method: .get, headers: [.cookie: cookie])
            #expect(page.text.contains("11–20 of 151"))
        }
    }

    @Test func namesAreEscaped() async throws {
        pages.answers.answer(
            0, with: .success(PokemonPage(offset: 0, count: 1, pokemon: [PokemonSummary(id: 1, name: "<b>x</b>")])))
        try await withClient { client in
            let page = try await client.execute(uri: "/pokemon", method: .get).text
            #expect(!page.contains("<b>x"))
            #expect(page.contains("&lt;b&gt;x&lt;/b&gt;"))
        }
    }

    @Test func detailsShowMeasuresStatBarsAndHiddenAbilities() async throws {
        details.answers.answer("pikachu", with: .success(PokemonSamples.pikachu))
        try await withClient { client in
            let response = try await client.execute(uri: "/pokemon/pikachu", method: .get)
            #expect(response.status == .ok)
            let page = response.text
            #expect(page.contains("<title>Pikachu · Strata</title>"))
            #expect(page.contains("<span class=\"pokemon-number\">#025</span>"))
            #expect(page.contains("<li class=\"pokemon-type\">Electric</li>"))
            #expect(page.contains("<dd class=\"pokemon-height\">0.4 m</dd>"))
            #expect(page.contains("<dd class=\"pokemon-weight\">6.0 kg</dd>"))
            #expect(page.contains("min=\"0\" max=\"255\" value=\"90\" aria-label=\"Speed: 90 of 255\""))
            #expect(page.contains("Lightning Rod <span class=\"pokemon-hidden\">(hidden)</span>"))
            #expect(page.contains("src=\"/pokemon/pikachu/sprite\""))
            #expect(page.contains("href=\"/pokemon?offset=20\">← All Pokémon</a>"))
        }
    }

    @Test func anUnknownNameIsA404WithTheNotFoundState() async throws {
        details.answers.answer("missingno", with: .failure(DomainError.notFound))
        try await withClient { client in
            let response = try await client.execute(uri: "/pokemon/missingno", method: .get)
            #expect(response.status == .notFound)
            #expect(response.text.contains("<h1>Pokémon not found</h1>"))
            #expect(response.text.contains("No Pokémon is called “missingno”."))
        }
    }

    @Test func theSpriteIsServedWithItsMediaTypeAndAMissingOneIs404() async throws {
        sprites.answers.answer(
            "pikachu", with: .success(ImageData(bytes: Data("<svg/>".utf8), contentType: "image/svg+xml")))
        sprites.answers.answer("missingno", with: .failure(DomainError.notFound))
        try await withClient { client in
            let sprite = try await client.execute(uri: "/pokemon/pikachu/sprite", method: .get)
            #expect(sprite.status == .ok)
            #expect(sprite.headers[.contentType] == "image/svg+xml")
            #expect(sprite.text == "<svg/>")
            let missing = try await client.execute(uri: "/pokemon/missingno/sprite", method: .get)
            #expect(missing.status == .notFound)
        }
    }
}
