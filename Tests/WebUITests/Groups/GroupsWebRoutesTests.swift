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

struct GroupsWebRoutesTests {
    /// A server whose groups scene answers `results` in order (one per load) and images from `images`.
    func server(
        _ results: [Result<[MyGroup], DomainError>],
        images: FakeFetchMyGroupImageUseCase = FakeFetchMyGroupImageUseCase()
    ) -> WebServer {
        let loader = MyGroupImageLoader(
            fetchMyGroupImage: images, fetchMyGroupList: FakeFetchMyGroupListUseCase(results: results))
        let routes = GroupsWebRoutes(
            makeViewModel: { MyGroupListViewModel(fetchMyGroupList: loader.fetchMyGroupList) }, images: loader)
        return makeServer().addRoutes { $0.addRoutes(routes.routes) }
    }

    /// The page holding `row` in its live region.
    func page(row: String) -> String {
        """
        <h1>My groups</h1>
        <p class="intro">The groups you belong to.</p>
        <div id="groups" data-live>\(row)</div>
        """
    }

    /// A card; `date` is `2020-01-01 Wed, Jan 1, 2020` (the `<time>`'s date, then its text); its image is named
    /// by the group's id, `image` (percent-encoded); `created` labels the day.
    func card(
        _ image: String, _ name: String, _ date: String, lang: String? = nil, created: String = "Created"
    )
        -> String
    {
        let (day, text) = (date.prefix(10), date.dropFirst(11))
        return """
            <li class="group-card"><img src="/groups/images/\(image)" alt="" width="130" height="130" loading="lazy">\
            <h2 class="group-name"\(lang.map { " lang=\"\($0)\"" } ?? "")>\(name)</h2><p class="group-date">\
            \(created) <time datetime="\(day)">\(text)</time></p></li>
            """
    }

    func row(_ cards: String...) -> String {
        "<ul class=\"group-grid\" aria-label=\"My groups\">\(cards.joined())</ul>"
    }

    @Test func thePageShowsARowOfCardsWithImageNameAndDate() async throws {
        try await server([.success(MyGroupFixtures.groups)]).makeApplication(host: "127.0.0.1", port: 0)
            .test(.router) { client in
                let response = try await client.execute(uri: "/groups", method: .get)
                _ = try #require(windowID(in: response.text))
                #expect(response.status == .ok)
                #expect(
                    response.main
                        == page(
                            row: row(
                                card("Hiking%20club", "Hiking club", "2020-01-01 Wed, Jan 1, 2020"),
                                card("Book%20circle", "Book circle", "2020-02-14 Fri, Feb 14, 2020"),
                                card("Swift%20study", "Swift study", "2021-03-01 Mon, Mar 1, 2021"))))
            }
    }

    @Test func namesAreEscaped() async throws {
        let group = MyGroup(name: "<script>x</script> & co", date: MyGroupFixtures.day(2020, 1, 1), image: "/a.svg")
        try await server([.success([group])]).makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/groups", method: .get)
            _ = try #require(windowID(in: response.text))
            #expect(
                response.main
                    == page(
                        row: row(
                            card(
                                "%3Cscript%3Ex%3C%2Fscript%3E%20%26%20co", "&lt;script&gt;x&lt;/script&gt; &amp; co",
                                "2020-01-01 Wed, Jan 1, 2020"))))
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
                                <div class="error" role="alert"><p>The service is having \
                                trouble. Try again in a moment.</p><a class="button retry" id="groups-retry" href="/groups" \
                                data-action="/groups/retry">Retry</a></div>
                                """))
                let retry = try await client.execute(
                    uri: "/groups/retry", method: .post,
                    headers: [
                        .cookie: cookie, HTTPField.Name("X-CSRF-Token")!: token,
                        HTTPField.Name("X-Strata-Window")!: window,
                    ])
                #expect(retry.status == .noContent)
                let page = try await client.browse("/groups?window=\(window)", headers: [.cookie: cookie])
                #expect(!page.text.contains("role=\"alert\""))
                #expect(page.text.components(separatedBy: "class=\"group-card\"").count == 4)
            }
    }

    @Test func anEmptyListSaysSo() async throws {
        try await server([.success([])]).makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/groups", method: .get)
            #expect(response.main == page(row: "<p class=\"empty\" data-announce>You are not in any group yet.</p>"))
        }
    }

    @Test func aCardsImageIsNamedByItsGroupAndServedWithItsMediaTypeInAnyWindowOrNone() async throws {
        try await server([.success(MyGroupFixtures.groups), .success(MyGroupFixtures.groups)])
            .makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
                let first = try await client.execute(uri: "/groups", method: .get)
                let cookie = try #require(first.sessionCookie)
                let second = try await client.execute(uri: "/groups", method: .get, headers: [.cookie: cookie])
                let firstWindow = try #require(windowID(in: first.text))
                #expect(windowID(in: second.text) != firstWindow)
                let images = { (page: TestResponse) in
                    page.text.components(separatedBy: "<img src=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
                }
                #expect(
                    images(first) == [
                        "/groups/images/Hiking%20club", "/groups/images/Book%20circle",
                        "/groups/images/Swift%20study",
                    ])
                #expect(images(first) == images(second))
                let image = try await client.execute(uri: "/groups/images/Swift%20study", method: .get)
                #expect(image.status == .ok)
                #expect(image.headers[.contentType] == "image/svg+xml")
                #expect(image.text == "<svg>Swift study</svg>")
                let unknown = try await client.execute(uri: "/groups/images/Chess%20club", method: .get)
                #expect(unknown.status == .notFound)
                let byIndex = try await client.execute(uri: "/groups/images/2", method: .get)
                #expect(byIndex.status == .notFound)
            }
    }

    @Test func aCardsImageIsCachedAndRevalidatedByItsTag() async throws {
        try await server([.success(MyGroupFixtures.groups)]).makeApplication(host: "127.0.0.1", port: 0)
            .test(.router) { client in
                _ = try await client.execute(uri: "/groups", method: .get)
                let image = try await client.execute(uri: "/groups/images/Book%20circle", method: .get)
                #expect(image.headers[.cacheControl] == "public, max-age=86400")
                let tag = try #require(image.headers[.eTag])
                #expect(tag == Response.entityTag(of: Array("<svg>Book circle</svg>".utf8)))
                let again = try await client.execute(
                    uri: "/groups/images/Book%20circle", method: .get, headers: [.ifNoneMatch: tag])
                #expect(again.status == .notModified)
                #expect(again.headers[.eTag] == tag)
                #expect(again.body.readableBytes == 0)
                let other = try await client.execute(
                    uri: "/groups/images/Swift%20study", method: .get, headers: [.ifNoneMatch: tag])
                #expect(other.status == .ok)
            }
    }

    @Test func anImageThatFailsIsNotFound() async throws {
        try await server([.success(MyGroupFixtures.groups)], images: FakeFetchMyGroupImageUseCase(error: .offline))
            .makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
                _ = try await client.execute(uri: "/groups", method: .get)
                let image = try await client.execute(uri: "/groups/images/Hiking%20club", method: .get)
                #expect(image.status == .notFound)
            }
    }

    @Test(.timeLimit(.minutes(1))) func theLiveRegionStreamsTheRowAfterARetry() async throws {
        try await server([.failure(.offline), .success(MyGroupFixtures.groups)])
            .makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
                let page = try await client.execute(uri: "/groups", method: .get)
                let cookie = try #require(page.sessionCookie)
                let token = try #require(csrfToken(in: page.text))
                let window = try #require(windowID(in: page.text))
                #expect(page.text.contains("Can’t reach the service. Try again in a moment."))
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

    /// The headers of a browser asking for Korean.
    let korean: HTTPFields = [.acceptLanguage: "ko-KR,ko;q=0.9"]

    @Test func inKoreanThePageIsWordedInKoreanWithKoreanWeekdays() async throws {
        let groups = [
            MyGroup(name: "주말 등산 모임", date: MyGroupFixtures.day(2020, 1, 1), image: "/1.svg"),
            MyGroup(name: "Swift study", date: MyGroupFixtures.day(2021, 3, 1), image: "/2.svg"),
        ]
        try await server([.success(groups)]).makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/groups", method: .get, headers: korean)
            _ = try #require(windowID(in: response.text))
            #expect(response.text.contains("<html lang=\"ko\">"))
            #expect(response.text.contains("<title>내 그룹 · Strata</title>"))
            #expect(
                response.main == """
                    <h1>내 그룹</h1>
                    <p class="intro">내가 속한 그룹이에요.</p>
                    <div id="groups" data-live><ul class="group-grid" aria-label="내 그룹">\
                    \(card("%EC%A3%BC%EB%A7%90%20%EB%93%B1%EC%82%B0%20%EB%AA%A8%EC%9E%84", "주말 등산 모임", "2020-01-01 2020.01.01 (수)", created: "만든 날"))\
                    \(card("Swift%20study", "Swift study", "2021-03-01 2021.03.01 (월)", created: "만든 날"))</ul></div>
                    """)
        }
    }

    @Test func onAnEnglishPageANameInHangulIsMarkedKorean() async throws {
        let groups = [
            MyGroup(name: "독서 모임 ‘한 페이지’", date: MyGroupFixtures.day(2021, 10, 6), image: "/1.svg"),
            MyGroup(name: "Jazz & Coffee", date: MyGroupFixtures.day(2022, 4, 18), image: "/2.svg"),
        ]
        try await server([.success(groups)]).makeApplication(host: "127.0.0.1", port: 0).test(.router) { client in
            let response = try await client.execute(uri: "/groups", method: .get)
            _ = try #require(windowID(in: response.text))
            #expect(
                response.main
                    == page(
                        row: row(
                            card(
                                PercentEncoding.encode("독서 모임 ‘한 페이지’"), "독서 모임 ‘한 페이지’", "2021-10-06 Wed, Oct 6, 2021",
                                lang: "ko"),
                            card("Jazz%20%26%20Coffee", "Jazz &amp; Coffee", "2022-04-18 Mon, Apr 18, 2022"))))
        }
    }

    @Test func inKoreanLoadingTheEmptyRowAndAFailureAreWordedInKorean() {
        let korean = Strings(.ko)
        #expect(
            GroupsPage.row(.init(), strings: korean) == ScreenParts.skeleton("내 그룹을 불러오는 중…", shape: .card))
        #expect(
            GroupsPage.row(.init(status: .loaded), strings: korean)
                == "<p class=\"empty\" data-announce>아직 가입한 그룹이 없어요.</p>")
        #expect(
            GroupsPage.row(.init(status: .failed(.timedOut, of: .fullScreen)), strings: korean) == """
                <div class="error" role="alert"><p>서비스의 응답이 너무 늦어요. 잠시 후 다시 \
                시도해 주세요.</p><a class="button retry" id="groups-retry" href="/groups" \
                data-action="/groups/retry">다시 시도</a></div>
                """)
    }

    @Test func onlyANameInHangulOnAPageNotInKoreanIsMarked() {
        #expect(GroupsPage.language(of: "사진 산책", on: .en) == "ko")
        #expect(GroupsPage.language(of: "Film Night Society", on: .en) == nil)
        #expect(GroupsPage.language(of: "사진 산책", on: .ko) == nil)
    }

    @Test func theCatalogueHasEveryKeyInEnglishAndKorean() {
        #expect(GroupsText.catalogue.problems(for: GroupsText.self) == [])
    }
}
