import DomainLayer
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

struct BookshelfWebRoutesTests {
    /// A server whose Bookshelf scene answers `results` in order, one per load.
    func server(_ results: [Result<[Book], DomainError>]) -> WebServer {
        let fake = FakeBooks(results)
        let routes = BookshelfWebRoutes(makeViewModel: { BookshelfListViewModel(fetchList: fake) })
        return makeServer().addRoutes { $0.addRoutes(routes.routes) }
    }

    func page(_ region: String, strings: Strings = .en) -> String {
        """
        <h1>\(strings[BookshelfWords.title])</h1>
        <p class="intro">\(strings[BookshelfText.intro])</p>
        <div id="bookshelf" data-live>\(region)</div>
        """
    }

    @Test func thePageListsTheItems() async throws {
        try await server([.success(BookFixtures.items)]).makeApplication(host: "127.0.0.1", port: 0)
            .test(.router) { client in
                let response = try await client.execute(uri: BookshelfPaths.path(for: .list), method: .get)
                #expect(response.status == .ok)
                #expect(
                    response.main
                        == page(
                            """
                            <ul class="list" aria-label="\(Strings.en[BookshelfWords.title])">\
                            <li class="row" id="bookshelf-1">Alpha</li><li class="row" id="bookshelf-2">Bravo</li>\
                            <li class="row" id="bookshelf-3">Charlie</li></ul>
                            """))
            }
    }

    @Test func namesAreEscaped() async throws {
        try await server([.success([Book(id: 7, name: "<b>&</b>")])]).makeApplication(host: "127.0.0.1", port: 0)
            .test(.router) { client in
                let response = try await client.execute(uri: BookshelfPaths.list, method: .get)
                #expect(response.text.contains("<li class=\"row\" id=\"bookshelf-7\">&lt;b&gt;&amp;&lt;/b&gt;</li>"))
            }
    }

    @Test func anEmptyListSaysSo() async throws {
        try await server([.success([])]).makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: BookshelfPaths.list, method: .get)
            #expect(response.main == page("<p class=\"empty\" data-announce>\(Strings.en[BookshelfWords.empty])</p>"))
        }
    }

    @Test func aFailureShowsItsMessageAndRetryThenRetryShowsTheItems() async throws {
        try await server([.failure(.server(status: 500, message: nil)), .success(BookFixtures.items)])
            .makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
                let failed = try await client.execute(uri: BookshelfPaths.list, method: .get)
                #expect(
                    failed.main
                        == page(
                            """
                            <div class="error" role="alert"><p>The service is having trouble. Try again in a moment.</p>\
                            <a class="button retry" id="bookshelf-retry" href="/bookshelf" data-action="/bookshelf/retry">\
                            Retry</a></div>
                            """))
                let cookie = try #require(failed.sessionCookie)
                let token = try #require(csrfToken(in: failed.text))
                let window = try #require(windowID(in: failed.text))
                let retry = try await client.execute(
                    uri: BookshelfPaths.retry, method: .post,
                    headers: [
                        .cookie: cookie, HTTPField.Name("X-CSRF-Token")!: token,
                        HTTPField.Name("X-Strata-Window")!: window,
                    ])
                #expect(retry.status == .noContent)
                let again = try await client.browse(
                    "\(BookshelfPaths.list)?window=\(window)", headers: [.cookie: cookie])
                #expect(!again.text.contains("role=\"alert\""))
                #expect(again.text.contains("id=\"bookshelf-3\">Charlie</li>"))
            }
    }

    @Test func whileLoadingThePageSaysSo() {
        #expect(
            BookshelfPage.render(.init(status: .loading(.fullScreen)), strings: .en)
                == "<p class=\"loading\" role=\"status\" aria-live=\"polite\" data-announce>\(Strings.en[BookshelfWords.loading])</p>"
        )
    }

    @Test func inKoreanThePageIsWordedInKorean() async throws {
        try await server([.success([])]).makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(
                uri: BookshelfPaths.list, method: .get, headers: [.acceptLanguage: "ko-KR,ko;q=0.9"])
            let korean = Strings(.ko)
            #expect(response.text.contains("<html lang=\"ko\">"))
            #expect(
                response.main
                    == page("<p class=\"empty\" data-announce>\(korean[BookshelfWords.empty])</p>", strings: korean))
        }
    }

    @Test func theCatalogueHasEveryKeyInEnglishAndKorean() {
        #expect(BookshelfText.catalogue.problems(for: BookshelfText.self) == [])
    }
}
