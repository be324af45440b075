import DomainLayer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// Without JavaScript, a failed page of `/users?pages=3` keeps the rows it had under a Retry that keeps the
/// address, and "Load more" and Retry link to the address of the screen they lead to, never naming the window:
/// the address renders the whole screen in a window of its own.
@Suite struct UsersAddressRoutesTests {
    let bookmarks = FakeGitHubUserBookmarkUseCases()
    let pages: FakeFetchGitHubUserPageUseCase
    let reset = Date(timeIntervalSince1970: 1_767_225_600)

    init() {
        pages = FakeFetchGitHubUserPageUseCase(bookmarks: bookmarks)
        pages.answerPages(of: GitHubUserFixtures.users(1...7), pageSize: 3)
    }

    func withApp(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let dependencies = UsersSceneDependencies(
            fetchPage: pages, fetchDetails: FakeFetchGitHubUserDetailsUseCase(), fetchBookmarks: bookmarks,
            setBookmark: bookmarks)
        let routes = UsersWebRoutes(
            makeFlow: { UsersFlowCoordinator(dependencies: dependencies) },
            avatars: GitHubAvatarLoader(fetchAvatar: NoAddressAvatars()))
        let server = makeServer().addRoutes { $0.addRoutes(routes.routes) }
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.router, body)
    }

    @Test func aFailedThirdPageKeepsTheRowsItHadAndRetryKeepsTheAddress() async throws {
        pages.answers.answer(6, with: .failure(DomainError.rateLimited(until: reset)))
        try await withApp { client in
            let page = try await client.execute(uri: "/users?pages=3", method: .get)
            let main = try #require(page.main)
            #expect(main.contains("id=\"user-1\"") && main.contains("id=\"user-6\""))
            #expect(main.contains("<div class=\"error\" role=\"alert\">"))
            let retry = "/users?pages=3"
            #expect(main.contains("id=\"users-retry\" href=\"/users?pages=3\""))

            pages.answerPages(of: GitHubUserFixtures.users(1...7), pageSize: 3)
            let again = try await client.browse(retry, headers: [.cookie: try #require(page.sessionCookie)])
            let rows = try #require(again.main)
            #expect(rows.contains("id=\"user-1\"") && rows.contains("id=\"user-7\""))
            #expect(!rows.contains("class=\"error\""))
            #expect(pages.answers.requests == [0, 3, 6, 0, 3, 6])
        }
    }

    /// GitHub's limit says when it lifts as a `<time>` in UTC, named so, which the app's script writes again in the
    /// reader's zone (#37.6): the server cannot know that zone.
    @Test func gitHubsLimitSaysWhenItLiftsAsATimeTheScriptWritesInTheReadersZone() async throws {
        pages.answers.answer(0, with: .failure(DomainError.rateLimited(until: reset)))
        try await withApp { client in
            let main = try #require(try await client.execute(uri: "/users", method: .get).main)
            let time = "<time datetime=\"\(reset.formatted(.iso8601))\" data-local-time>"
            #expect(main.contains("Try again after \(time)"), "\(main)")
            #expect(main.contains(" UTC</time>."))
        }
    }

    @Test func aFailedFirstPageRetriesAtTheSameAddress() async throws {
        pages.answers.answer(0, with: .failure(DomainError.rateLimited(until: reset)))
        try await withApp { client in
            let page = try await client.execute(uri: "/users?pages=3", method: .get)
            #expect(page.main?.contains("id=\"users-retry\" href=\"/users?pages=3\"") == true)
        }
    }

    @Test func loadMoreLinksTheNextPagesAddressWhichRendersThemAll() async throws {
        try await withApp { client in
            let page = try await client.execute(uri: "/users", method: .get)
            #expect(page.main?.contains("id=\"users-more\" href=\"/users?pages=2#user-3\"") == true)
            let next = try await client.browse("/users?pages=2", headers: [.cookie: try #require(page.sessionCookie)])
            #expect(next.main?.contains("id=\"user-1\"") == true)
            #expect(next.main?.contains("id=\"user-6\"") == true)
            #expect(pages.answers.requests == [0, 0, 3])
        }
    }
}

private struct NoAddressAvatars: FetchGitHubAvatarUseCase {
    func execute(userID: Int) async throws -> ImageData {
        throw DomainError.notFound
    }
}
