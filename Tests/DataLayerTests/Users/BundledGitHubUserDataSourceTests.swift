import DataLayer
import DomainLayer
import SampleData
import StagingAPI
import TestSupport
import Testing

@Suite struct BundledGitHubUserDataSourceTests {
    @Test func pagingTheBundledUsersToTheEndListsEachOnceInOrder() async throws {
        let users = try SampleDataset.bundled().users
        let pages = try await UsersDataFixtures.allPages(of: BundledGitHubUserDataSource(users: users), perPage: 100)
        #expect(pages.flatMap(\.ids) == users.map(\.id))
        #expect(pages.map(\.since) == [0] + pages.dropLast().compactMap(\.next))
        #expect(pages.last?.next == nil)
        #expect(pages.last?.ids.isEmpty == false)
    }

    @Test func devAndAlphaListTheSameUsersInTheSameOrderWithTheSameCursors() async throws {
        let dataset = try SampleDataset.bundled()
        try await withStagingAPI(dataset: dataset) { api in
            let bundled = BundledGitHubUserDataSource(
                users: dataset.users, avatarsBaseURL: try api.url("/avatars").absoluteString)
            let remote = UsersDataFixtures.gitHub(baseURL: api.baseURL)
            // A user's page is github.com's for the bundled users and the staging API's own for its answers.
            func withoutPages(_ pages: [GitHubUserPage]) -> [GitHubUserPage] {
                pages.map { page in
                    var page = page
                    for index in page.users.indices { page.users[index].htmlURL = nil }
                    return page
                }
            }
            for perPage in [30, 100, 7] {
                let local = try await UsersDataFixtures.allPages(of: bundled, perPage: perPage)
                #expect(try await UsersDataFixtures.allPages(of: remote, perPage: perPage) == local)
            }
            for since in [0, 45, 539, 540, 10_000] {
                #expect(
                    withoutPages([try await bundled.page(since: since, perPage: 30)])
                        == withoutPages([try await remote.page(since: since, perPage: 30)]))
            }
        }
    }

    @Test func detailsAgreeWithTheStagingAPI() async throws {
        let dataset = try SampleDataset.bundled()
        try await withStagingAPI(dataset: dataset) { api in
            let bundled = BundledGitHubUserDataSource(
                users: dataset.users, avatarsBaseURL: try api.url("/avatars").absoluteString)
            let remote = UsersDataFixtures.gitHub(baseURL: api.baseURL)
            for user in dataset.users.prefix(25) {
                // The profile's page on GitHub is github.com's for the bundled users and the staging API's
                // own for its answers; everything else agrees.
                var local = try await bundled.details(login: user.login)
                var staged = try await remote.details(login: user.login)
                #expect(local.htmlURL == "https://github.com/\(user.login)" && local.user.htmlURL == local.htmlURL)
                #expect(staged.htmlURL == (try api.url("/\(user.login)").absoluteString))
                #expect(staged.user.htmlURL == staged.htmlURL)
                (local.htmlURL, staged.htmlURL, local.user.htmlURL, staged.user.htmlURL) = (nil, nil, nil, nil)
                #expect(local == staged)
            }
        }
    }

    @Test func anEmptyPageEndsTheList() async throws {
        let source = BundledGitHubUserDataSource(users: Fixtures.users(count: 5))
        #expect(try await source.page(since: 5, perPage: 30) == GitHubUserPage(users: [], nextCursor: nil))
        #expect(try await BundledGitHubUserDataSource(users: []).page(since: 0, perPage: 30).nextCursor == nil)
    }

    @Test func avatarsPointWhereGitHubWouldWriteThem() async throws {
        let page = try await BundledGitHubUserDataSource(
            users: Fixtures.users(count: 2), avatarsBaseURL: "https://a.test"
        )
        .page(since: 0, perPage: 1)
        #expect(
            page
                == GitHubUserPage(
                    users: [
                        GitHubUser(
                            id: 1, login: "mojombo", avatarURL: "https://a.test/u/1?v=4",
                            htmlURL: "https://github.com/mojombo")
                    ], nextCursor: 1))
    }

    @Test func loginsAreFoundWithoutRegardToCaseAndAnUnknownOneIsNotFound() async throws {
        let source = BundledGitHubUserDataSource(users: Fixtures.users(count: 3))
        #expect(try await source.details(login: "DefUnkt").user.id == 2)
        await #expect(throws: DomainError.notFound) { try await source.details(login: "octocat") }
    }

    @Test func unreadableBundledUsersAreBadData() async throws {
        struct Broken: Error {}
        let source = BundledGitHubUserDataSource(users: { throw Broken() })
        let error = await #expect(throws: DomainError.self) { try await source.page(since: 0, perPage: 30) }
        guard case .badData = error else {
            Issue.record("expected bad data, got \(String(describing: error))")
            return
        }
    }
}
