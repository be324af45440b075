import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

@Suite struct PokemonWebRoutesTests {
    let pages = FakeFetchPokemonPageUseCase()
    let details = FakeFetchPokemonDetailsUseCase()
    let sprites = FakeFetchPokemonSpriteUseCase()

    func withClient(
        pageWait: Duration = SettlePolicy.defaultTimeout,
        _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let routes = PokemonWebRoutes(
            makeListViewModel: { [pages] in PokemonListViewModel(fetchPage: pages) },
            makeDetailsViewModel: { [details] in PokemonDetailsViewModel(fetchDetails: details) },
            sprites: PokemonSpriteLoader(fetchSprite: sprites))
        let server = makeServer(pageWait: pageWait).addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router, body)
    }

    /// "Go to number", after a failed jump with the text typed and the reason.
    func jumpForm(typed: String? = nil, error: String? = nil) -> String {
        let invalid = error == nil ? "" : " aria-invalid=\"true\" aria-describedby=\"pokemon-jump-error\""
        let reason = error.map {
            "<p class=\"field-error pokemon-jump-error\" id=\"pokemon-jump-error\" role=\"alert\">\($0)</p>"
        }
        return """
            <form class="pokemon-jump" action="/pokemon" method="get" role="search" aria-label="Go to number">\
            <label for="pokemon-jump-number">Go to number</label> <input id="pokemon-jump-number" name="number" \
            inputmode="numeric" autocomplete="off" size="6" maxlength="12"\(typed.map { " value=\"\($0)\"" } ?? "")\
            \(invalid)> <button type="submit">Go</button>\(reason ?? "")</form>
            """
    }

    /// The list page's live region holding `content`, after the jump form.
    func listRegion(_ content: String, jump: String? = nil) -> String {
        """
        <h1>Pokémon</h1>
        \(jump ?? jumpForm())
        <div id="pokemon-list" data-live><section class="pokemon-list">
        \(content)
        </section></div>
        """
    }

    /// A card of a Pokémon without names of its own, worded from `name`; on a Korean page marked English (`lang`).
    /// Its sprite is named by the Pokémon; its types, when known, are chips.
    func row(_ id: Int, _ name: String, number: String, lang: String? = nil, types: String = "") -> String {
        """
        <li class="pokemon-row pokemon-card"><a href="/pokemon/\(name)"><img class="pokemon-card-sprite" \
        src="/pokemon/\(name)/sprite" alt="" width="96" height="96" loading="lazy">\
        <span class="pokemon-number">\(number)</span> <span class="pokemon-name"\(lang.map { " lang=\"\($0)\"" } ?? "")>\
        \(HTML(text: PokemonFormatting.displayName(name)))</span>\(types)</a></li>
        """
    }

    /// `uri` as a browser asking for Korean gets it.
    func korean(_ client: any TestClientProtocol, _ uri: String) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .get, headers: [.acceptLanguage: "ko-KR,ko;q=0.9,en;q=0.8"])
    }

    /// The English text of every key without placeholders whose Korean differs: none may be left on a Korean
    /// page.
    func englishOnly() -> [String] {
        let keys =
            PokemonText.allCases.map { (Strings.en[$0], Strings(.ko)[$0]) }
            + PokemonWords.allCases.map { (Strings.en[$0], Strings(.ko)[$0]) }
        return keys.compactMap { english, korean in english != korean && !english.contains("%") ? english : nil }
    }

    @Test func theFirstPageShowsTheRangeRowsAndADisabledPrevious() async throws {
        pages.answers.answer(0, with: .success(PokemonSamples.page(offset: 0, size: 2)))
        try await withClient { client in
            let response = try await client.execute(uri: "/pokemon", method: .get)
            #expect(response.status == .ok)
            #expect(
                response.main
                    == listRegion(
                        """
                        <p class="pokemon-range" data-announce>1–2 of 151</p>
                        <ol class="pokemon-rows pokemon-grid">\(row(1, "pokemon-1", number: "#001"))\
                        \(row(2, "pokemon-2", number: "#002"))</ol>
                        <nav class="pager" aria-label="Pages"><span class="button pokemon-prev" \
                        aria-disabled="true">Previous</span> <a class="button pokemon-next" rel="next" \
                        href="/pokemon?offset=2">Next</a></nav>
                        """))
        }
    }

    @Test func pastTheSettleTimeoutThePageShowsLoadingAndReloadsItselfWithoutScript() async throws {
        pages.answers.answer(0, with: .success(PokemonSamples.page(offset: 0)))
        pages.answers.hold(0)
        try await withClient(pageWait: .zero) { client in
            let page = try await client.execute(uri: "/pokemon", method: .get)
            #expect(
                page.main == """
                    <h1>Pokémon</h1>
                    \(jumpForm())
                    <div id="pokemon-list" data-live><section class="pokemon-list" \
                    aria-busy="true">
                    \(ScreenParts.skeleton("Loading Pokémon…", shape: .card).markup)
                    </section></div>
                    """)
            let window = try #require(windowID(in: page.text))
            #expect(
                page.text.contains(
                    "<noscript><meta http-equiv=\"refresh\" content=\"0; url=/pokemon?window=\(window)\"></noscript>"))
        }
        pages.answers.release(0)
    }

    @Test func thePageIsAddressableByOffset() async throws {
        pages.answers.answer(20, with: .success(PokemonSamples.page(offset: 20, size: 1)))
        try await withClient { client in
            let page = try await client.execute(uri: "/pokemon?offset=20", method: .get)
            #expect(
                page.main
                    == listRegion(
                        """
                        <p class="pokemon-range" data-announce>21 of 151</p>
                        <ol class="pokemon-rows pokemon-grid">\(row(21, "pokemon-21", number: "#021"))</ol>
                        <nav class="pager" aria-label="Pages"><a class="button pokemon-prev" rel="prev" \
                        href="/pokemon?offset=10">Previous</a> <a class="button pokemon-next" rel="next" \
                        href="/pokemon?offset=21">Next</a></nav>
                        """))
            #expect(pages.answers.requests == [20])
        }
    }

    @Test func aFailureIsShownAndRetryLoadsThePage() async throws {
        pages.answers.answer(10, with: .failure(DomainError.server(status: 500, message: nil)))
        try await withClient { client in
            let failed = try await client.execute(uri: "/pokemon?offset=10", method: .get)
            let cookie = try #require(failed.sessionCookie)
            let token = try #require(csrfToken(in: failed.text))
            let window = try #require(windowID(in: failed.text))
            #expect(
                failed.main
                    == listRegion(
                        """
                        <div class="error" role="alert"><p>The service is having trouble. Try again in a moment.</p>\
                        <a class="button retry" id="pokemon-retry" href="/pokemon?offset=10" \
                        data-action="/pokemon/retry">Retry</a></div>
                        """))

            pages.answers.answer(10, with: .success(PokemonSamples.page(offset: 10)))
            let retried = try await client.execute(
                uri: "/pokemon/retry", method: .post,
                headers: [
                    .cookie: cookie, HTTPField.Name("X-CSRF-Token")!: token, HTTPField.Name("X-Strata-Window")!: window,
                ])
            #expect(retried.status == .noContent)
            let page = try await client.browse("/pokemon?offset=10&window=\(window)", headers: [.cookie: cookie])
            #expect(page.text.contains("<p class=\"pokemon-range\" data-announce>11–20 of 151</p>"))
            // The retry asked again; the page shown after it may ask once more, as any address does.
            #expect(pages.answers.requests.prefix(2) == [10, 10])
        }
    }

    @Test func namesAreEscaped() async throws {
        pages.answers.answer(
            0, with: .success(PokemonPage(offset: 0, count: 1, pokemon: [PokemonSummary(id: 1, name: "<b>x</b>")])))
        try await withClient { client in
            let page = try await client.execute(uri: "/pokemon", method: .get)
            #expect(
                page.main
                    == listRegion(
                        """
                        <p class="pokemon-range" data-announce>1 of 1</p>
                        <ol class="pokemon-rows pokemon-grid"><li class="pokemon-row pokemon-card">\
                        <a href="/pokemon/%3Cb%3Ex%3C%2Fb%3E"><img class="pokemon-card-sprite" \
                        src="/pokemon/%3Cb%3Ex%3C%2Fb%3E/sprite" alt="" width="96" height="96" loading="lazy">\
                        <span class="pokemon-number">#001</span> \
                        <span class="pokemon-name">&lt;b&gt;x&lt;/b&gt;</span></a></li></ol>
                        <nav class="pager" aria-label="Pages"><span class="button pokemon-prev" \
                        aria-disabled="true">Previous</span> <span class="button pokemon-next" \
                        aria-disabled="true">Next</span></nav>
                        """))
        }
    }

    @Test func detailsShowMeasuresStatBarsAndHiddenAbilities() async throws {
        details.answers.answer("pikachu", with: .success(PokemonSamples.pikachu))
        try await withClient { client in
            let response = try await client.execute(uri: "/pokemon/pikachu", method: .get)
            #expect(response.status == .ok)
            #expect(response.text.contains("<title>Pikachu · Strata</title>"))
            let stats = [("HP", 35, 13), ("Attack", 55, 21), ("Sp. Atk", 50, 19), ("Speed", 90, 35)].map {
                label, value, percent in
                """
                <tr><th scope="row">\(label)</th><td class="pokemon-stat-value">\(value)</td><td>\
                <meter class="pokemon-stat-bar" min="0" max="255" value="\(value)" aria-label="\(label): \(value) of 255" \
                style="--stat: \(percent)%">\(value) of 255</meter></td></tr>
                """
            }
            #expect(
                response.main == """
                    <div id="pokemon-details" data-live><p>\
                    <a class="pokemon-back" href="/pokemon?offset=20">← All Pokémon</a></p><article class="pokemon-details">
                    <img class="pokemon-sprite" src="/pokemon/pikachu/sprite" alt="Sprite of Pikachu" width="96" height="96">
                    <h1><span class="pokemon-name">Pikachu</span> <span class="pokemon-number">#025</span></h1>
                    <ul class="pokemon-types" aria-label="Types"><li class="pokemon-type" data-type="electric">Electric</li></ul>\
                    <nav class="pager pokemon-neighbours" aria-label="Neighbouring Pokémon"><a class="button pokemon-prev" \
                    rel="prev" href="/pokemon/24">← Previous: #024</a> <a class="button pokemon-next" rel="next" \
                    href="/pokemon/26">Next: #026 →</a></nav>
                    <dl class="pokemon-measures"><dt>Height</dt><dd class="pokemon-height">0.4 m</dd><dt>Weight</dt>\
                    <dd class="pokemon-weight">6.0 kg</dd></dl>
                    <h2>Base stats</h2>
                    <table class="pokemon-stats"><tbody>\(stats.joined())</tbody></table>
                    <h2>Abilities</h2>
                    <ul class="pokemon-abilities"><li class="pokemon-ability">Static</li><li class="pokemon-ability">\
                    Lightning Rod <span class="pokemon-hidden">(hidden)</span></li></ul>
                    </article></div>
                    """)
        }
    }

    @Test func anUnknownNameIsA404WithTheNotFoundState() async throws {
        details.answers.answer("missingno", with: .failure(DomainError.notFound))
        try await withClient { client in
            let response = try await client.execute(uri: "/pokemon/missingno", method: .get)
            #expect(response.status == .notFound)
            #expect(
                response.main == """
                    <div id="pokemon-details" data-live><section class="empty \
                    pokemon-not-found"><h1>Pokémon not found</h1><p data-announce>No Pokémon is called “missingno”.\
                    </p><p>\
                    <a class="pokemon-back" href="/pokemon">← All Pokémon</a></p></section></div>
                    """)
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

    @Test func theListInKoreanIsWordedInKorean() async throws {
        pages.answers.answer(10, with: .success(PokemonSamples.page(offset: 10, size: 2)))
        try await withClient { client in
            let page = try await korean(client, "/pokemon?offset=10")
            #expect(page.text.contains("<html lang=\"ko\">"))
            #expect(page.text.contains("<title>포켓몬 · Strata</title>"))
            #expect(
                page.main
                    == """
                    <h1>포켓몬</h1>
                    <form class="pokemon-jump" action="/pokemon" method="get" role="search" aria-label="번호로 이동">\
                    <label for="pokemon-jump-number">번호로 이동</label> <input id="pokemon-jump-number" name="number" \
                    inputmode="numeric" autocomplete="off" size="6" maxlength="12"> <button type="submit">이동</button></form>
                    <div id="pokemon-list" data-live><section class="pokemon-list">
                    <p class="pokemon-range" data-announce>151마리 중 11–12</p>
                    <ol class="pokemon-rows pokemon-grid">\(row(11, "pokemon-11", number: "#011", lang: "en"))\
                    \(row(12, "pokemon-12", number: "#012", lang: "en"))</ol>
                    <nav class="pager" aria-label="페이지"><a class="button pokemon-prev" rel="prev" \
                    href="/pokemon">이전</a> <a class="button pokemon-next" rel="next" \
                    href="/pokemon?offset=12">다음</a></nav>
                    </section></div>
                    """)
            let main = try #require(page.main)
            #expect(englishOnly().filter { main.contains($0) } == [])
        }
    }

    @Test func aFailureInKoreanIsWordedInKoreanWithItsRetry() async throws {
        pages.answers.answer(10, with: .failure(DomainError.unreachable(service: "PokeAPI")))
        try await withClient { client in
            let page = try await korean(client, "/pokemon?offset=10")
            #expect(
                page.main?.contains(
                    """
                    <div class="error" role="alert"><p>PokeAPI에 연결할 수 없어요. 잠시 후 다시 시도해 주세요.</p>\
                    <a class="button retry" id="pokemon-retry" href="/pokemon?offset=10" \
                    data-action="/pokemon/retry">다시 시도</a></div>
                    """) == true)
        }
    }

    @Test func theDetailsInKoreanNameStatsTypesAndMeasuresInKorean() async throws {
        details.answers.answer("pikachu", with: .success(PokemonSamples.pikachu))
        try await withClient { client in
            let page = try await korean(client, "/pokemon/pikachu")
            let main = try #require(page.main)
            for words in [
                "← 포켓몬 목록</a>", "alt=\"피카츄 이미지\"", "<h1><span class=\"pokemon-name\">피카츄</span> ",
                "<ul class=\"pokemon-types\" aria-label=\"타입\">",
                "<li class=\"pokemon-type\" data-type=\"electric\">전기</li>",
                "<dt>키</dt><dd class=\"pokemon-height\">0.4m</dd>",
                "<dt>몸무게</dt><dd class=\"pokemon-weight\">6.0kg</dd>", "<h2>기본 능력치</h2>", "<h2>특성</h2>",
                "<th scope=\"row\">HP</th>", "<th scope=\"row\">공격</th>", "<th scope=\"row\">특수공격</th>",
                "<th scope=\"row\">스피드</th>", "aria-label=\"특수공격: 255 중 50\"", ">255 중 50</meter>",
                "<li class=\"pokemon-ability\">정전기</li>",
                "<li class=\"pokemon-ability\">피뢰침 <span class=\"pokemon-hidden\">(숨겨진 특성)</span></li>",
            ] {
                #expect(main.contains(words), "\(words)")
            }
            #expect(englishOnly().filter { main.contains($0) } == [])
        }
    }

    @Test func everyBaseStatAndTypeHasItsWordsAndAnUnknownOneKeepsPokeAPIsName() {
        let korean = Strings(.ko)
        #expect(
            ["hp", "attack", "defense", "special-attack", "special-defense", "speed"].map(korean.pokemonStat)
                == ["HP", "공격", "방어", "특수공격", "특수방어", "스피드"])
        #expect(
            ["hp", "attack", "defense", "special-attack", "special-defense", "speed"].map(Strings.en.pokemonStat)
                == ["HP", "Attack", "Defense", "Sp. Atk", "Sp. Def", "Speed"])
        #expect(korean.pokemonStat("accuracy") == "Accuracy")
        #expect(PokemonWords.type("psychic").map { korean[$0] } == "에스퍼")
        #expect(PokemonWords.type("stellar") == nil)
    }

    @Test func anUnknownTypeIsShownByItsNameMarkedEnglishOnAKoreanPage() async throws {
        var shadow = PokemonSamples.pikachu
        shadow.types = ["electric", "stellar"]
        details.answers.answer("pikachu", with: .success(shadow))
        try await withClient { client in
            let page = try await korean(client, "/pokemon/pikachu")
            #expect(
                page.main?.contains(
                    "<li class=\"pokemon-type\" data-type=\"electric\">전기</li><li class=\"pokemon-type\" lang=\"en\">Stellar</li>"
                )
                    == true)
        }
    }

    @Test func theLoadingAndFailedDetailsHaveTheirHeadingAndAnAnnouncement() async throws {
        details.answers.answer("pikachu", with: .failure(DomainError.timedOut))
        try await withClient { client in
            let page = try await client.execute(uri: "/pokemon/pikachu", method: .get)
            #expect(
                page.main == """
                    <div id="pokemon-details" data-live><h1>Pokémon</h1>
                    <div class="error" role="alert"><p>The service took too long to answer. Try again in a moment.</p>\
                    <a class="button retry" id="pokemon-retry" href="/pokemon/pikachu" \
                    data-action="/pokemon/pikachu/retry">Retry</a></div><p>\
                    <a class="pokemon-back" href="/pokemon">← All Pokémon</a></p></div>
                    """)
        }
        #expect(
            PokemonDetailsPage.render(.loading("mr-mime"), strings: Strings(.ko)) == """
                <h1>포켓몬</h1>
                <p class="loading" role="status" aria-live="polite" data-announce>Mr Mime 불러오는 중…</p>
                """)
    }

    @Test func aPageWithoutPokemonShowsItsRangeAndNoList() {
        let content = PokemonListContent(offset: 0, rows: [], count: 0, previous: nil, next: nil)
        let html = PokemonListPage.render(.init(status: .loaded, content: content), strings: Strings(.ko)).markup
        #expect(html.contains("<p class=\"pokemon-range\" data-announce>0마리 중 0</p>\n<nav"))
        #expect(!html.contains("<ol"))
    }

    @Test func aPageStillShownUnderLoadingOrAnErrorDoesNotAnnounceItsRange() {
        let content = PokemonListContent(PokemonSamples.page(offset: 0, size: 1), pageSize: 10)
        let loading = PokemonListPage.render(.init(status: .loading(10), content: content)).markup
        #expect(
            loading.contains(
                "<p class=\"loading\" role=\"status\" aria-live=\"polite\" data-announce>Loading Pokémon…</p>"))
        #expect(loading.contains("<p class=\"pokemon-range\">1 of 151</p>"))
        let failed = PokemonListPage.render(.init(status: .failed(.offline, of: 10), content: content)).markup
        #expect(failed.components(separatedBy: "data-announce").count == 1)
    }

    @Test func aCardShowsItsTypesAsChipsInTheirColours() {
        var page = PokemonSamples.page(offset: 0, size: 1)
        page.pokemon[0].types = ["grass", "poison"]
        let content = PokemonListContent(page, pageSize: 10)
        let html = PokemonListPage.render(.init(status: .loaded, content: content)).markup
        #expect(
            html.contains(
                row(
                    1, "pokemon-1", number: "#001",
                    types: """
                         <span class="pokemon-types"><span class="pokemon-type" data-type="grass">Grass</span>\
                        <span class="pokemon-type" data-type="poison">Poison</span></span>
                        """)))
    }

    @Test func goToNumberLeadsToThatPokemonsPage() async throws {
        pages.answers.answer(0, with: .success(PokemonSamples.page(offset: 0, size: 2)))
        try await withClient { client in
            let response = try await client.execute(uri: "/pokemon?number=%23151", method: .get)
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/pokemon/151")
        }
    }

    @Test func goToNumberKeepsBadTextAndSaysTheRange() async throws {
        pages.answers.answer(0, with: .success(PokemonSamples.page(offset: 0, size: 1)))
        try await withClient { client in
            for (typed, shown) in [("abc", "abc"), ("0", "0"), ("99999", "99999"), ("%3Cb%3E", "&lt;b&gt;")] {
                let response = try await client.execute(uri: "/pokemon?number=\(typed)", method: .get)
                #expect(response.status == .ok)
                #expect(
                    response.main
                        == listRegion(
                            """
                            <p class="pokemon-range" data-announce>1 of 151</p>
                            <ol class="pokemon-rows pokemon-grid">\(row(1, "pokemon-1", number: "#001"))</ol>
                            <nav class="pager" aria-label="Pages"><span class="button pokemon-prev" \
                            aria-disabled="true">Previous</span> <a class="button pokemon-next" rel="next" \
                            href="/pokemon?offset=1">Next</a></nav>
                            """,
                            jump: jumpForm(typed: shown, error: "Enter a whole number from 1 to 151.")),
                    "\(typed)")
            }
        }
    }

    @Test func theCatalogueHasEveryKeyInEnglishAndKorean() {
        #expect(PokemonText.catalogue.problems(for: PokemonText.self) == [])
    }
}
