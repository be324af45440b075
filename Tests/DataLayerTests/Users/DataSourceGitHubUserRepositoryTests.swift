import DataLayer
import DomainLayer
import StagingAPI
import TestSupport
import Testing

@Suite struct DataSourceGitHubUserRepositoryTests {
    @Test func aPageAsksOnlyWhatGitHubCanAnswer() async throws {
        try await withHostileUpstream(["/users": .json("[]")]) { upstream in
            let repository = DataSourceGitHubUserRepository(source: UsersDataFixtures.gitHub(baseURL: upstream.baseURL))
            _ = try await repository.page(after: -5, perPage: 0)
            _ = try await repository.page(after: 46, perPage: 500)
            _ = try await repository.page(after: 46, perPage: 30)
            #expect(
                upstream.received(path: "/users").map(\.query)
                    == ["per_page=1&since=0", "per_page=100&since=46", "per_page=30&since=46"])
        }
    }

    @Test(arguments: [
        "", "..", "a/b", "../../admin", "octo cat", "피카츄", "octocat?x=1", String(repeating: "a", count: 40),
    ])
    func textThatCannotBeALoginIsNotFoundWithoutARequest(login: String) async throws {
        try await withHostileUpstream([:]) { upstream in
            let repository = DataSourceGitHubUserRepository(source: UsersDataFixtures.gitHub(baseURL: upstream.baseURL))
            await #expect(throws: DomainError.notFound) { try await repository.details(login: login) }
            #expect(upstream.allReceived.isEmpty)
        }
    }

    @Test func identicalDetailsRequestsAtOnceShareOneRequest() async throws {
        try await withStagingAPI { api in
            let repository = DataSourceGitHubUserRepository(
                source: UsersDataFixtures.gitHub(baseURL: api.baseURL, fault: "delay=300"))
            async let first = repository.details(login: "defunkt")
            async let second = repository.details(login: "DEFUNKT")
            let (one, two) = try await (first, second)
            #expect(one == two)
            #expect(one.user.login == "defunkt")
            let counts = await api.requestCounts()
            #expect(counts.filter { $0.key.hasPrefix("/users/") }.values.reduce(0, +) == 1)
        }
    }

    @Test func theBundledUsersPageToTheEndThroughTheRepository() async throws {
        let repository = DataSourceGitHubUserRepository(
            source: BundledGitHubUserDataSource(users: Fixtures.users(count: 65)))
        var ids: [Int] = []
        var cursor: Int? = 0
        while let after = cursor {
            let page = try await repository.page(after: after, perPage: 30)
            ids += page.users.map(\.id)
            cursor = page.nextCursor
        }
        #expect(ids == Array(1...65))
    }
}
