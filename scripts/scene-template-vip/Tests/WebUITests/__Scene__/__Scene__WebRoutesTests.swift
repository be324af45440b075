import DomainLayer
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// The __Title__ scene's pages over HTTP, its VIP scene wired by the configurator over a scripted use case.
struct __Scene__WebRoutesTests {
    /// A server whose __Title__ scene answers `results` in order, one per load.
    func server(_ results: [Result<[__Entity__], DomainError>]) -> WebServer {
        let routes = __Scene__WebRoutes(worker: __Scene__Worker(fetchList: Fake__Entity__s(results)))
        return makeServer().addRoutes { $0.addRoutes(routes.routes) }
    }

    func page(_ region: String, strings: Strings = .en) -> String {
        """
        <h1>\(strings[__Scene__Words.title])</h1>
        <p class="intro">\(strings[__Scene__Text.intro])</p>
        <div id="__kebab__" data-live>\(region)</div>
        """
    }

    @Test func thePageListsTheItems() async throws {
        try await server([.success(__Entity__Fixtures.items)]).makeApplication(host: "127.0.0.1", port: 0)
            .test(.router) { client in
                let response = try await client.execute(uri: __Scene__Paths.path(for: .list(selectedID: nil)), method: .get)
                #expect(response.status == .ok)
                #expect(
                    response.main
                        == page(
                            """
                            <ul class="list" aria-label="\(Strings.en[__Scene__Words.title])">\
                            <li class="row" id="__kebab__-1">Alpha</li><li class="row" id="__kebab__-2">Bravo</li>\
                            <li class="row" id="__kebab__-3">Charlie</li></ul>
                            """))
            }
    }

    @Test func theAddressesSelectedItemIsMarkedAsCurrent() async throws {
        try await server([.success(__Entity__Fixtures.items)]).makeApplication(host: "127.0.0.1", port: 0)
            .test(.router) { client in
                let response = try await client.execute(
                    uri: __Scene__Paths.path(for: .list(selectedID: 2)), method: .get)
                #expect(response.status == .ok)
                #expect(response.text.contains("<li class=\"row\" id=\"__kebab__-2\" aria-current=\"true\">Bravo</li>"))
                #expect(!response.text.contains("id=\"__kebab__-1\" aria-current"))
            }
    }

    @Test func namesAreEscaped() async throws {
        try await server([.success([__Entity__(id: 7, name: "<b>&</b>")])]).makeApplication(host: "127.0.0.1", port: 0)
            .test(.router) { client in
                let response = try await client.execute(uri: __Scene__Paths.list, method: .get)
                #expect(response.text.contains("<li class=\"row\" id=\"__kebab__-7\">&lt;b&gt;&amp;&lt;/b&gt;</li>"))
            }
    }

    @Test func anEmptyListSaysSo() async throws {
        try await server([.success([])]).makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: __Scene__Paths.list, method: .get)
            #expect(response.main == page("<p class=\"empty\" data-announce>\(Strings.en[__Scene__Words.empty])</p>"))
        }
    }

    @Test func aFailureShowsItsMessageAndRetryThenRetryShowsTheItems() async throws {
        try await server([.failure(.server(status: 500, message: nil)), .success(__Entity__Fixtures.items)])
            .makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
                let failed = try await client.execute(uri: __Scene__Paths.list, method: .get)
                #expect(
                    failed.main
                        == page(
                            """
                            <div class="error" role="alert"><p>The service is having trouble. Try again in a moment.</p>\
                            <a class="button retry" id="__kebab__-retry" href="__path__" data-action="__path__/retry">\
                            Retry</a></div>
                            """))
                let cookie = try #require(failed.sessionCookie)
                let token = try #require(csrfToken(in: failed.text))
                let window = try #require(windowID(in: failed.text))
                let retry = try await client.execute(
                    uri: __Scene__Paths.retry, method: .post,
                    headers: [
                        .cookie: cookie, HTTPField.Name("X-CSRF-Token")!: token,
                        HTTPField.Name("X-Strata-Window")!: window,
                    ])
                #expect(retry.status == .noContent)
                let again = try await client.browse("\(__Scene__Paths.list)?window=\(window)", headers: [.cookie: cookie])
                #expect(!again.text.contains("role=\"alert\""))
                #expect(again.text.contains("id=\"__kebab__-3\">Charlie</li>"))
            }
    }

    @Test func whileLoadingThePageSaysSo() {
        #expect(
            __Scene__Page.render(.init(status: .loading(.fullScreen)), route: .list(selectedID: nil), strings: .en)
                == "<p class=\"loading\" role=\"status\" aria-live=\"polite\" data-announce>\(Strings.en[__Scene__Words.loading])</p>")
    }

    @Test func inKoreanThePageIsWordedInKorean() async throws {
        try await server([.success([])]).makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(
                uri: __Scene__Paths.list, method: .get, headers: [.acceptLanguage: "ko-KR,ko;q=0.9"])
            let korean = Strings(.ko)
            #expect(response.text.contains("<html lang=\"ko\">"))
            #expect(response.main == page("<p class=\"empty\" data-announce>\(korean[__Scene__Words.empty])</p>", strings: korean))
        }
    }

    @Test func theCatalogueHasEveryKeyInEnglishAndKorean() {
        #expect(__Scene__Text.catalogue.problems(for: __Scene__Text.self) == [])
    }
}
