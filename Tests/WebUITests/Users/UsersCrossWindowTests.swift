import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LiveWeb
import NIOCore
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// A star set in one window shows in another open window (another tab, another session) without a reload:
/// the other window's stream carries the row's change.
@Suite struct UsersCrossWindowTests {
    let bookmarks = FakeGitHubUserBookmarkUseCases()
    let pages: FakeFetchGitHubUserPageUseCase

    init() {
        pages = FakeFetchGitHubUserPageUseCase(bookmarks: bookmarks)
        pages.answerPages(
            of: (1...3).map { GitHubUser(id: $0, login: "user\($0)", avatarURL: "https://a/\($0)") }, pageSize: 3)
    }

    @Test(.timeLimit(.minutes(1))) func aStarInOneWindowIsStreamedToTheOtherWindowsRow() async throws {
        let dependencies = UsersSceneDependencies(
            fetchPage: pages, fetchDetails: FakeFetchGitHubUserDetailsUseCase(), fetchBookmarks: bookmarks,
            setBookmark: bookmarks)
        let routes = UsersWebRoutes(
            makeFlow: { UsersFlowCoordinator(dependencies: dependencies) },
            avatars: GitHubAvatarLoader(fetchAvatar: NoCrossWindowAvatars()))
        try await makeServer().addRoutes { $0.addRoutes(routes.routes) }
            .makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
                let watching = try await client.execute(uri: "/users", method: .get)
                #expect(watching.text.contains("id=\"star-2\" aria-pressed=\"false\""))
                let port = try #require(client.port)
                let window = try #require(windowID(in: watching.text))
                let url = try #require(URL(string: "http://localhost:\(port)/events?window=\(window)"))
                let events = EventStreamClient(url: url, cookie: try #require(watching.sessionCookie))
                defer { events.close() }
                var reader = EventStreamReader(events)
                #expect(await reader.next() == .response(status: 200, contentType: "text/event-stream"))

                let starring = try await client.execute(uri: "/users", method: .get)
                let starringWindow = try #require(windowID(in: starring.text))
                let star = try await client.execute(
                    uri: "/users/bookmark", method: .post,
                    headers: [
                        .contentType: formContentType,
                        .cookie: try #require(starring.sessionCookie),
                        HTTPField.Name("X-Strata-Window")!: starringWindow,
                    ],
                    body: ByteBuffer(
                        string: "_csrf=\(try #require(csrfToken(in: starring.text)))&id=2&login=user2"
                            + "&avatar=https%3A%2F%2Fa%2F2&bookmarked=true&return=%2Fusers"))
                #expect(star.status == .noContent)
                #expect(starring.sessionCookie != watching.sessionCookie)

                var sawStar = false
                while let event = await reader.nextEvent() {
                    if event.contains("id=\"star-2\" aria-pressed=\"true\"") {
                        sawStar = true
                        break
                    }
                }
                #expect(sawStar)
            }
    }
}

private struct NoCrossWindowAvatars: FetchGitHubAvatarUseCase {
    func execute(userID: Int) async throws -> ImageData {
        throw DomainError.notFound
    }
}
