import Clocks
import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import NIOCore
import PresentationLayer
import Synchronization
import TestSupport
import Testing

@testable import WebUI

/// A page loaded again while nothing it shows can have changed is served from what was rendered, naming a window
/// of its own that is made, loaded and streamed when its stream opens; a change of the data version or the end of
/// the lifetime renders it anew.
@Suite struct PageCacheTests {
    let bookmarks = FakeGitHubUserBookmarkUseCases()
    let pages: FakeFetchGitHubUserPageUseCase
    private let version = DataVersion()
    let clock = TestClock()
    let cache: PageCache

    init() {
        pages = FakeFetchGitHubUserPageUseCase(bookmarks: bookmarks)
        pages.answerPages(
            of: (1...3).map { GitHubUser(id: $0, login: "user\($0)", avatarURL: "https://a/\($0)") }, pageSize: 3)
        let version = version
        cache = PageCache(lifetime: .seconds(2), clock: clock) { version.value.load(ordering: .relaxed) }
    }

    private var server: WebServer {
        let dependencies = UsersSceneDependencies(
            fetchPage: pages, fetchDetails: FakeFetchGitHubUserDetailsUseCase(), fetchBookmarks: bookmarks,
            setBookmark: bookmarks)
        let routes = UsersWebRoutes(
            makeFlow: { UsersFlowCoordinator(dependencies: dependencies) },
            avatars: GitHubAvatarLoader(fetchAvatar: NoAvatars()))
        return makeServer(pageCache: cache).addRoutes { $0.addRoutes(routes.routes) }
    }

    /// Loads `/users` twice in a new session, the second time kept; returns the session's cookie.
    private func keptPage(_ client: some TestClientProtocol) async throws -> String {
        let opening = try await client.execute(uri: "/users", method: .get)
        let cookie = try #require(opening.sessionCookie)
        _ = try await client.execute(uri: "/users", method: .get, headers: [.cookie: cookie])
        #expect(pages.requests.count == 2)
        return cookie
    }

    @Test(.timeLimit(.minutes(1))) func aPageLoadedAgainIsServedFromItsRenderInAWindowOfItsOwn() async throws {
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            // A browser's first load starts its session, which is kept only once the browser returns its cookie.
            let opening = try await client.execute(uri: "/users", method: .get)
            let cookie = try #require(opening.sessionCookie)
            let first = try await client.execute(uri: "/users", method: .get, headers: [.cookie: cookie])
            #expect(pages.requests.count == 2)
            let second = try await client.execute(uri: "/users", method: .get, headers: [.cookie: cookie])
            #expect(pages.requests.count == 2)
            let (firstWindow, secondWindow) = (
                try #require(windowID(in: first.text)), try #require(windowID(in: second.text))
            )
            #expect(firstWindow != secondWindow)
            #expect(second.text.replacingOccurrences(of: secondWindow, with: firstWindow) == first.text)
            #expect(!second.text.contains(firstWindow))

            // Another session renders its own.
            let elsewhere = try await client.execute(uri: "/users", method: .get)
            #expect(elsewhere.sessionCookie != cookie)
            #expect(pages.requests.count == 3)
        }
    }

    @Test(.timeLimit(.minutes(1))) func aKeptPagesWindowOpensWithItsStreamAndFollowsItsData() async throws {
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let cookie = try await keptPage(client)
            let kept = try await client.execute(uri: "/users", method: .get, headers: [.cookie: cookie])
            #expect(pages.requests.count == 2)
            #expect(kept.text.contains("id=\"star-2\" aria-pressed=\"false\""))
            let window = try #require(windowID(in: kept.text))
            let port = try #require(client.port)
            let url = try #require(URL(string: "http://localhost:\(port)/events?window=\(window)"))
            let events = EventStreamClient(url: url, cookie: cookie)
            defer { events.close() }
            var reader = EventStreamReader(events)
            #expect(await reader.next() == .response(status: 200, contentType: "text/event-stream"))
            // The stream made the window: its view model loaded, and the page's rows are what it starts from.
            #expect(pages.requests.count == 3)

            let star = try await client.execute(
                uri: "/users/bookmark", method: .post,
                headers: [
                    .contentType: formContentType, .cookie: cookie, HTTPField.Name("X-Strata-Window")!: window,
                ],
                body: ByteBuffer(
                    string: "_csrf=\(try #require(csrfToken(in: kept.text)))&id=2&login=user2"
                        + "&avatar=https%3A%2F%2Fa%2F2&bookmarked=true&return=%2Fusers"))
            #expect(star.status == .noContent)
            var sawStar = false
            while let event = await reader.nextEvent() {
                if event.contains("id=\"star-2\" aria-pressed=\"true\"") {
                    // The rows' forms name the page's window, not the one the page was rendered in.
                    #expect(event.contains("name=\"window\" value=\"\(window)\""))
                    sawStar = true
                    break
                }
            }
            #expect(sawStar)
        }
    }

    @Test(.timeLimit(.minutes(1))) func aScriptsActionOpensTheWindowItNames() async throws {
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let cookie = try await keptPage(client)
            let kept = try await client.execute(uri: "/users", method: .get, headers: [.cookie: cookie])
            let window = try #require(windowID(in: kept.text))
            let refresh = try await client.execute(
                uri: "/users/refresh", method: .post,
                headers: [
                    .cookie: cookie, HTTPField.Name("X-Strata-Window")!: window,
                    HTTPField.Name("X-CSRF-Token")!: try #require(csrfToken(in: kept.text)),
                ])
            #expect(refresh.status == .noContent)
            #expect(pages.requests.contains { $0.fresh })
        }
    }

    @Test(.timeLimit(.minutes(1))) func aCopyTheBrowserHoldsIsNotModifiedAndItsScriptGetsAWindowOfItsOwn() async throws
    {
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let opening = try await client.execute(uri: "/users", method: .get)
            let cookie = try #require(opening.sessionCookie)
            // A page kept in the cache carries its entity tag: its render, and the window the copy names.
            let rendered = try await client.execute(uri: "/users", method: .get, headers: [.cookie: cookie])
            let renderedWindow = try #require(windowID(in: rendered.text))
            let tag = try #require(rendered.headers[.eTag])
            #expect(tag.hasPrefix("W/\"") && tag.hasSuffix(".\(renderedWindow)\""))
            #expect(pages.requests.count == 2)

            // The page's window has never had a stream: a tab without the script may be showing it, and would go on
            // naming it, so the page is sent whole, naming another window.
            let whole = try await client.execute(
                uri: "/users", method: .get, headers: [.cookie: cookie, .ifNoneMatch: tag])
            #expect(whole.status == .ok)
            let copyWindow = try #require(windowID(in: whole.text))
            #expect(copyWindow != renderedWindow)
            #expect(whole.headers[.eTag] != tag)

            // Once a stream has followed it, its page runs the script: the copy is not modified, and the answer
            // names a new window, pending, which the page's script takes.
            let port = try #require(client.port)
            let stream = EventStreamClient(
                url: try #require(URL(string: "http://localhost:\(port)/events?window=\(renderedWindow)")),
                cookie: cookie)
            defer { stream.close() }
            var reader = EventStreamReader(stream)
            #expect(await reader.next() == .response(status: 200, contentType: "text/event-stream"))
            let unchanged = try await client.execute(
                uri: "/users", method: .get, headers: [.cookie: cookie, .ifNoneMatch: tag])
            #expect(unchanged.status == .notModified)
            #expect(unchanged.body.readableBytes == 0)
            #expect(unchanged.headers[.eTag] == tag)
            let timing = unchanged.headers[values: .serverTiming].joined(separator: ", ")
            let served = try #require(
                timing.firstMatch(of: /window;desc="([0-9a-f]{32})"/).map { String($0.output.1) })
            #expect(served != renderedWindow && served != copyWindow)
            #expect(pages.requests.count == 2)
            let servedStream = EventStreamClient(
                url: try #require(URL(string: "http://localhost:\(port)/events?window=\(served)")), cookie: cookie)
            defer { servedStream.close() }
            var servedReader = EventStreamReader(servedStream)
            #expect(await servedReader.next() == .response(status: 200, contentType: "text/event-stream"))
            #expect(pages.requests.count == 3)

            // A copy naming a pending window (one served from the cache whose stream never opened) is sent whole.
            let pendingTag = try #require(whole.headers[.eTag])
            let again = try await client.execute(
                uri: "/users", method: .get, headers: [.cookie: cookie, .ifNoneMatch: pendingTag])
            #expect(again.status == .ok)

            // A tag that is no longer the kept render's, or was never one, gets the page.
            for stale in [tag.replacingOccurrences(of: "W/\"", with: "W/\"9"), "W/\"1.zz\"", "*", "\"\(tag)\""] {
                let page = try await client.execute(
                    uri: "/users", method: .get, headers: [.cookie: cookie, .ifNoneMatch: stale])
                #expect(page.status == .ok, "If-None-Match: \(stale)")
            }
            version.value.add(1, ordering: .relaxed)
            let changed = try await client.execute(
                uri: "/users", method: .get, headers: [.cookie: cookie, .ifNoneMatch: tag])
            #expect(changed.status == .ok)
            #expect(pages.requests.count == 4)
        }
    }

    @Test(.timeLimit(.minutes(1))) func aPageShowingAFailureIsNotServedAgain() async throws {
        pages.answers.answer(0, with: .failure(DomainError.server(status: 503, message: nil)))
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let opening = try await client.execute(uri: "/users", method: .get)
            let cookie = try #require(opening.sessionCookie)
            for load in 2...3 {
                let page = try await client.execute(uri: "/users", method: .get, headers: [.cookie: cookie])
                #expect(page.text.contains("role=\"alert\""))
                #expect(pages.requests.count == load)
            }
        }
    }

    @Test(.timeLimit(.minutes(1))) func aNewDataVersionOrTheEndOfTheLifetimeRendersAnew() async throws {
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let cookie = try await keptPage(client)
            version.value.add(1, ordering: .relaxed)
            _ = try await client.execute(uri: "/users", method: .get, headers: [.cookie: cookie])
            #expect(pages.requests.count == 3)
            _ = try await client.execute(uri: "/users", method: .get, headers: [.cookie: cookie])
            #expect(pages.requests.count == 3)
            await clock.advance(by: .seconds(2))
            _ = try await client.execute(uri: "/users", method: .get, headers: [.cookie: cookie])
            #expect(pages.requests.count == 4)
            // Another address, or another language, is another page.
            _ = try await client.execute(uri: "/users?pages=1", method: .get, headers: [.cookie: cookie])
            #expect(pages.requests.count == 5)
            _ = try await client.execute(
                uri: "/users", method: .get, headers: [.cookie: cookie, .acceptLanguage: "ko"])
            #expect(pages.requests.count == 6)
        }
    }
}

private final class DataVersion: Sendable {
    let value = Atomic<Int>(0)
}

private struct NoAvatars: FetchGitHubAvatarUseCase {
    func execute(userID: Int) async throws -> ImageData {
        throw DomainError.notFound
    }
}
