import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PresentationLayer
import TestSupport
import Testing
import WebUI

struct GroupsRoutesTests {
    /// A server whose groups scene answers `results` in order (one per load) and images from `images`.
    func server(
        _ results: [Result<[MyGroup], DomainError>],
        images: FakeFetchMyGroupImageUseCase = FakeFetchMyGroupImageUseCase()
    ) -> WebServer {
        let fake = FakeFetchMyGroupListUseCase(results: results)
        let routes = GroupsRoutes(
            makeViewModel: { MyGroupListViewModel(fetchMyGroupList: fake) },
            images: MyGroupImageLoader(fetchMyGroupImage: images))
        return makeServer().addRoutes { $0.addRoutes(routes.routes) }
    }

    /// The page holding `row` in its live region.
    func page(row: String) -> String {
        """
        <h1>My groups</h1>
        <p class="intro" lang="ko">내 그룹 목록</p>
        <div id="groups" data-live>\(row)</div>
        """
    }

    func card(_ index: Int, _ name: String, _ date: String, window: String) -> String {
        """
        <li class="group-card"><img src="/groups/images/\(index)?window=\(window)" alt="" width="130" height="130" loading="lazy">\
        <h2 class="group-name">\(name)</h2><p class="group-date">\(date)</p></li>
        """
    }

    @Test func thePageShowsARowOfCardsWithImageNameAndDate() async throws {
        try await server([.success(MyGroupFixtures.groups)]).makeApplication(host: "127.0.0.1", port: 0)
            .test(.router) { client in
                let response = try await client.execute(uri: "/groups", method: .get)
                let window = try #require(windowID(in: response.text))
                #expect(response.status == .ok)
                #expect(
                    response.main
                        == page(
                            row: "<ul class=\"card-row group-row\" aria-label=\"My groups\">"
                                + card(0, "Hiking club", "2020.01.01 Wed", window: window)
                                + card(1, "Book circle", "2020.02.14 Fri", window: window)
                                + card(2, "Swift study", "2021.03.01 Mon", window: window) + "</ul>"))
            }
    }

    @Test func namesAreEscaped() async throws {
        let group = MyGroup(name: "<script>x</script> & co", date: MyGroupFixtures.day(2020, 1, 1), image: "/a.svg")
        try await server([.success([group])]).makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/groups", method: .get)
            let window = try #require(windowID(in: response.text))
            #expect(
                response.main
                    == page(
                        row: "<ul class=\"card-row group-row\" aria-label=\"My groups\">"
                            + card(0, "&lt;script&gt;x&lt;/script&gt; &amp; co", "2020.01.01 Wed", window: window)
                            + "</ul>"))
        }
    }

    @Test func aFailureShowsItsMessageAndARetryLinkThenRetryShowsTheRow() async throws {
        try await server([.failure(.server(status: 500, message: nil)), .success(MyGroupFixtures.groups)])
            .makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
                let failed = try await client.execute(uri: "/groups", method: .get)
                let cookie = try #require(failed.sessionCookie)
                let token = try #require(csrfToken(in: failed.text))
                let window = try #require(windowID(in: failed.text))
                #expect(
                    failed.main
                        == page(
                            row: """
                                <div class="error" role="alert"><p class="error-message">Failed loading groups: server \
                                error 500.</p><a class="button retry" id="groups-retry" href="/groups" \
                                data-action="/groups/retry">Retry</a></div>
                                """))
                let retry = try await client.execute(
                    uri: "/groups/retry", method: .post,
                    headers: [
                        .cookie: cookie, HTTPField.Name("X-CSRF-Token")!: token,
                        HTTPField.Name("X-Strata-Window")!: window,
                    ])
                #expect(retry.status == .noContent)
                let page = try await client.execute(
                    uri: "/groups?window=\(window)", method: .get, headers: [.cookie: cookie])
                #expect(!page.text.contains("role=\"alert\""))
                #expect(page.text.components(separatedBy: "class=\"group-card\"").count == 4)
            }
    }

    @Test func anEmptyListSaysSo() async throws {
        try await server([.success([])]).makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/groups", method: .get)
            #expect(response.main == page(row: "<p class=\"empty\">You are not in any group yet.</p>"))
        }
    }

    @Test func aCardsImageIsServedWithItsMediaType() async throws {
        try await server([.success(MyGroupFixtures.groups)]).makeApplication(host: "127.0.0.1", port: 0)
            .test(.router) { client in
                let page = try await client.execute(uri: "/groups", method: .get)
                let cookie = try #require(page.sessionCookie)
                let window = try #require(windowID(in: page.text))
                let image = try await client.execute(
                    uri: "/groups/images/2?window=\(window)", method: .get, headers: [.cookie: cookie])
                #expect(image.status == .ok)
                #expect(image.headers[.contentType] == "image/svg+xml")
                #expect(image.text == "<svg>Swift study</svg>")
                let outside = try await client.execute(
                    uri: "/groups/images/3?window=\(window)", method: .get, headers: [.cookie: cookie])
                #expect(outside.status == .notFound)
                let otherWindow = try await client.execute(
                    uri: "/groups/images/2?window=0123456789abcdef0123456789abcdef", method: .get,
                    headers: [.cookie: cookie])
                #expect(otherWindow.status == .notFound)
            }
    }

    @Test func anImageThatFailsIsNotFound() async throws {
        try await server([.success(MyGroupFixtures.groups)], images: FakeFetchMyGroupImageUseCase(error: .offline))
            .makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
                let page = try await client.execute(uri: "/groups", method: .get)
                let window = try #require(windowID(in: page.text))
                let image = try await client.execute(
                    uri: "/groups/images/0?window=\(window)", method: .get,
                    headers: [.cookie: try #require(page.sessionCookie)])
                #expect(image.status == .notFound)
            }
    }

    @Test func theLiveRegionStreamsTheRowAfterARetry() async throws {
        try await server([.failure(.offline), .success(MyGroupFixtures.groups)])
            .makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
                let page = try await client.execute(uri: "/groups", method: .get)
                let cookie = try #require(page.sessionCookie)
                let token = try #require(csrfToken(in: page.text))
                let window = try #require(windowID(in: page.text))
                #expect(page.text.contains("No internet connection."))
                let port = try #require(client.port)
                let url = try #require(URL(string: "http://localhost:\(port)/events?window=\(window)"))
                let events = EventStreamClient(url: url, cookie: cookie)
                defer { events.close() }
                var reader = EventStreamReader(events)
                #expect(await reader.next() == .response(status: 200, contentType: "text/event-stream"))
                let retry = try await client.execute(
                    uri: "/groups/retry", method: .post,
                    headers: [
                        .cookie: cookie, HTTPField.Name("X-CSRF-Token")!: token,
                        HTTPField.Name("X-Strata-Window")!: window,
                    ])
                #expect(retry.status == .noContent)
                var sawRow = false
                while let event = await reader.nextEvent() {
                    if event.hasPrefix("replace groups\n"), event.contains("Swift study") {
                        sawRow = true
                        break
                    }
                }
                #expect(sawRow)
            }
    }
}
