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

/// Every users route has an address, and that address opens it; an avatar's address names its user.
@Suite struct UsersPathsRoutesTests {
    let bookmarks = FakeGitHubUserBookmarkUseCases(bookmarks: (1...3).map(GitHubUserFixtures.bookmark))
    let details = FakeFetchGitHubUserDetailsUseCase()

    func withApp(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let pages = FakeFetchGitHubUserPageUseCase(bookmarks: bookmarks)
        pages.answerPages(of: GitHubUserFixtures.users(1...5), pageSize: 2)
        let dependencies = UsersSceneDependencies(
            fetchPage: pages, fetchDetails: details, fetchBookmarks: bookmarks, setBookmark: bookmarks)
        let routes = UsersWebRoutes(
            makeFlow: { UsersFlowCoordinator(dependencies: dependencies) },
            avatars: GitHubAvatarLoader(fetchAvatar: NumberedAvatars()))
        let server = makeServer().addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router, body)
    }

    func rows(_ page: TestResponse) -> Int {
        page.text.components(separatedBy: "class=\"user-row\"").count - 1
    }

    @Test func everyRouteHasAnAddressThatOpensIt() async throws {
        details.answers.answer("octo cat/é", with: .success(GitHubUserFixtures.details(9)))
        #expect(UsersPaths.path(for: .home) == "/users")
        #expect(UsersPaths.path(for: .home(pages: 2)) == "/users?pages=2")
        #expect(UsersPaths.path(for: .bookmarks) == "/users/bookmarks")
        #expect(UsersPaths.path(for: .bookmarks(page: 2)) == "/users/bookmarks?page=2")
        #expect(UsersPaths.path(for: .details(login: "octo cat/é")) == "/users/octo%20cat%2F%C3%A9")
        for tab in [UsersDestination.home, .home(pages: 2), .bookmarks, .bookmarks(page: 2)] {
            #expect(UsersPaths.destination(from: SceneAddress(UsersPaths.path(for: tab))) == tab)
        }
        try await withApp { client in
            let home = try await client.execute(uri: UsersPaths.path(for: .home), method: .get)
            #expect(rows(home) == 2)
            let twoPages = try await client.execute(uri: UsersPaths.path(for: .home(pages: 2)), method: .get)
            #expect(rows(twoPages) == 4)
            let saved = try await client.execute(uri: UsersPaths.path(for: .bookmarks), method: .get)
            #expect(saved.text.contains("<a href=\"/users/bookmarks\" aria-current=\"page\">"))
            #expect(rows(saved) == 3)
            let profile = try await client.execute(
                uri: UsersPaths.path(for: .details(login: "octo cat/é")), method: .get)
            #expect(profile.status == .ok)
            #expect(profile.text.contains("<h1>user-9</h1>"))
        }
    }

    @Test func anAvatarIsNamedByItsUserTheSameInEveryWindowAndRevalidatedByItsTag() async throws {
        try await withApp { client in
            let first = try await client.execute(uri: "/users", method: .get)
            let cookie = try #require(first.sessionCookie)
            let second = try await client.execute(uri: "/users", method: .get, headers: [.cookie: cookie])
            #expect(windowID(in: first.text) != windowID(in: second.text))
            #expect(first.text.contains(" src=\"\(UsersPaths.avatar(1))\""))
            #expect(second.text.contains(" src=\"\(UsersPaths.avatar(1))\""))
            #expect(UsersPaths.avatar(1) == "/users/avatars/1")
            let avatar = try await client.execute(uri: UsersPaths.avatar(1), method: .get)
            #expect(avatar.status == .ok)
            #expect(avatar.headers[.contentType] == "image/svg+xml")
            #expect(avatar.headers[.cacheControl] == "public, max-age=86400")
            let tag = try #require(avatar.headers[.eTag])
            let again = try await client.execute(uri: UsersPaths.avatar(1), method: .get, headers: [.ifNoneMatch: tag])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            let other = try await client.execute(uri: UsersPaths.avatar(2), method: .get, headers: [.ifNoneMatch: tag])
            #expect(other.status == .ok)
            #expect(other.headers[.eTag] != tag)
        }
    }

    /// A login is read only from valid percent-encoding of UTF-8: anything else names no user, so nothing is asked.
    @Test(arguments: ["/users/%zz", "/users/%C3%28", "/users/%"])
    func anAddressWhoseLoginIsNotPercentEncodedTextIsNotFoundAndAsksNothing(path: String) async throws {
        try await withApp { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .notFound)
            #expect(details.answers.requests == [])
        }
    }
}

/// An SVG naming the user's id.
private struct NumberedAvatars: FetchGitHubAvatarUseCase {
    func execute(userID: Int) async throws -> ImageData {
        ImageData(bytes: Data("<svg>\(userID)</svg>".utf8), contentType: "image/svg+xml")
    }
}
