import Clocks
import HummingbirdTesting
import PresentationLayer
import TestSupport
import Testing
import WebUI

/// A page still loading reloads itself at once without JavaScript (no timed refresh), and the server holds
/// that reload while the page loads, so the reload shows the loaded page as soon as it is there.
@Suite struct NoScriptReloadTests {
    let pages = FakeFetchPokemonPageUseCase()

    /// The page wait of these tests, on `clock`, which only the tests move.
    static let pageWait = Duration.milliseconds(300)
    let clock = TestClock()

    func withClient(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let routes = PokemonWebRoutes(
            makeListViewModel: { [pages] in PokemonListViewModel(fetchPage: pages) },
            makeDetailsViewModel: { PokemonDetailsViewModel(fetchDetails: FakeFetchPokemonDetailsUseCase()) },
            sprites: PokemonSpriteLoader(fetchSprite: FakeFetchPokemonSpriteUseCase()))
        let server = makeServer(clock: clock, pageWait: Self.pageWait).addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router, body)
    }

    @Test func theReloadOfALoadingPageIsHeldUntilItsDataComes() async throws {
        pages.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        pages.answers.hold(0)
        try await withClient { client in
            let loading = try await clock.advancing(by: Self.pageWait / 3) {
                try await client.execute(uri: "/pokemon", method: .get)
            }
            let cookie = try #require(loading.sessionCookie)
            let window = try #require(windowID(in: loading.text))
            #expect(
                loading.text.contains(
                    "<noscript><meta http-equiv=\"refresh\" content=\"0; url=/pokemon?window=\(window)\"></noscript>"))

            async let reload = client.browse("/pokemon?window=\(window)", headers: [.cookie: cookie])
            // The clock stands still, so however late the data comes, the reload is held until it does.
            pages.answers.release(0)
            let page = try await reload
            #expect(!page.text.contains("http-equiv=\"refresh\""))
            #expect(page.text.contains("class=\"pokemon-name\""))
        }
    }

    @Test func aReloadStillLoadingAfterItsHoldAsksAgain() async throws {
        pages.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        pages.answers.hold(0)
        try await withClient { client in
            let loading = try await clock.advancing(by: Self.pageWait / 3) {
                try await client.execute(uri: "/pokemon", method: .get)
            }
            let cookie = try #require(loading.sessionCookie)
            let window = try #require(windowID(in: loading.text))
            let reload = try await clock.advancing(by: Self.pageWait / 3) {
                try await client.browse("/pokemon?window=\(window)", headers: [.cookie: cookie])
            }
            #expect(reload.text.contains("content=\"0; url=/pokemon?window=\(window)\""))
        }
        pages.answers.release(0)
    }

    @Test func anAddressNamingItsWindowRedirectsToTheCleanAddressWhichShowsThatWindow() async throws {
        pages.answers.answer(10, with: .success(PokemonSamples.page(offset: 10)))
        try await withClient { client in
            let first = try await client.execute(uri: "/pokemon?offset=10", method: .get)
            let cookie = try #require(first.sessionCookie)
            let window = try #require(windowID(in: first.text))

            let named = try await client.execute(
                uri: "/pokemon?offset=10&window=\(window)", method: .get, headers: [.cookie: cookie])
            #expect(named.status == .seeOther)
            #expect(named.headers[.location] == "/pokemon?offset=10")
            let shown = try await client.execute(uri: "/pokemon?offset=10", method: .get, headers: [.cookie: cookie])
            #expect(windowID(in: shown.text) == window)
            #expect(pages.answers.requests == [10])

            // A hand-over is taken once: the next load of the address is a tab of its own.
            let another = try await client.execute(
                uri: "/pokemon?offset=10", method: .get, headers: [.cookie: cookie])
            #expect(windowID(in: another.text).map { $0 != window } == true)
        }
    }

    @Test func anAddressNamingAWindowThatIsGoneLeadsToTheCleanAddressInANewWindow() async throws {
        pages.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        try await withClient { client in
            let named = try await client.execute(uri: "/pokemon?window=gone#main", method: .get)
            #expect(named.status == .seeOther)
            #expect(named.headers[.location] == "/pokemon")
            let shown = try await client.browse("/pokemon?window=gone")
            #expect(shown.text.contains("class=\"pokemon-name\""))
        }
    }
}
