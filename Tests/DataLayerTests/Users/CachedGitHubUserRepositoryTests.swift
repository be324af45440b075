import DataLayer
import DomainLayer
import Foundation
import StagingAPI
import TestSupport
import Testing

/// GitHub's pages and profiles through the response cache, against the staging API (which answers
/// `If-None-Match` as GitHub does), on a clock the tests move.
@Suite struct CachedGitHubUserRepositoryTests {
    static let policy = CachePolicy(maxAge: .seconds(24 * 3600), maxBytes: 2 << 20)

    func withRepository(
        clock: TestWallClock = TestWallClock(),
        _ body: (CachedGitHubUserRepository, RunningStagingAPI) async throws -> Void
    ) async throws {
        try await withRepositories(clock: clock) { repository, api in try await body(repository(nil), api) }
    }

    /// Repositories on one cache, each asking the staging API with a fault (`nil`: none).
    func withRepositories(
        clock: TestWallClock = TestWallClock(),
        _ body: (_ repository: (String?) -> CachedGitHubUserRepository, RunningStagingAPI) async throws -> Void
    ) async throws {
        try await withStagingAPI { api in
            try await withTemporaryDirectory { directory in
                let database = try SQLiteDatabase.open(
                    file: directory.appendingPathComponent("cache.sqlite"), contents: .cache,
                    migrator: DatabaseSchema.cache)
                let cache = SQLiteResponseCacheStore(
                    database: database, namespace: "github", policy: Self.policy, now: clock.nowFunction)
                try await body(
                    { fault in
                        CachedGitHubUserRepository(
                            source: UsersDataFixtures.gitHub(baseURL: api.baseURL, fault: fault), cache: cache)
                    }, api)
            }
        }
    }

    @Test func aPageAskedAgainWithinAMinuteIsNotAsked() async throws {
        let clock = TestWallClock()
        try await withRepository(clock: clock) { repository, api in
            let first = try await repository.page(after: 30, perPage: 30)
            clock.advance(by: .seconds(59))
            let again = try await repository.page(after: 30, perPage: 30)
            #expect(again == first)
            #expect(first.users.map(\.id) == Array(31...60))
            #expect(await api.requestCounts() == ["/users": 1])
        }
    }

    @Test func anOlderPageIsShownAtOnceAndRevalidatedAndANotModifiedRestartsItsAge() async throws {
        let clock = TestWallClock()
        try await withRepositories(clock: clock) { repository, api in
            let first = try await repository(nil).page(after: 0, perPage: 30)
            clock.advance(by: .seconds(61))
            let slow = repository("delay=3000")
            #expect(try await slow.page(after: 0, perPage: 30) == first)
            // The staging API moves a request under "304 /users" once it answers it, after the delay: the stored
            // page came while the revalidation's answer was still held.
            #expect(await api.requestCounts()["304 /users"] == nil, "the stored page waited for its revalidation")
            await slow.revalidated()
            #expect(await api.requestCounts() == ["/users": 1, "304 /users": 1])
            clock.advance(by: .seconds(30))
            #expect(try await repository(nil).page(after: 0, perPage: 30) == first)
            #expect(await api.requestCounts() == ["/users": 1, "304 /users": 1], "the 304 restarted its age")
        }
    }

    @Test func anOlderPageWhoseRevalidationFailsStaysAndIsRevalidatedNextTime() async throws {
        let clock = TestWallClock()
        try await withRepositories(clock: clock) { repository, api in
            let first = try await repository(nil).page(after: 0, perPage: 30)
            clock.advance(by: .seconds(61))
            let limited = repository("status=403")
            #expect(try await limited.page(after: 0, perPage: 30) == first)
            await limited.revalidated()
            let healthy = repository(nil)
            #expect(try await healthy.page(after: 0, perPage: 30) == first)
            await healthy.revalidated()
            #expect(await api.requestCounts() == ["/users": 2, "304 /users": 1], "the failure restarted no age")
        }
    }

    @Test func aProfileIsCachedWhateverTheCaseOfItsLoginAndRevalidatedWhenOlder() async throws {
        let clock = TestWallClock()
        try await withRepository(clock: clock) { repository, api in
            let first = try await repository.details(login: "defunkt")
            #expect(first.name == "Chris Wanstrath")
            #expect(try await repository.details(login: "DEFUNKT") == first)
            #expect(await api.requestCounts() == ["/users/defunkt": 1])
            clock.advance(by: .seconds(120))
            #expect(try await repository.details(login: "defunkt") == first)
            await repository.revalidated()
            #expect(await api.requestCounts() == ["/users/defunkt": 1, "304 /users/defunkt": 1])
        }
    }

    @Test func identicalAsksAtOnceShareOneRequest() async throws {
        try await withRepository { repository, api in
            async let first = repository.page(after: 0, perPage: 10)
            async let second = repository.page(after: 0, perPage: 10)
            let (one, two) = try await (first, second)
            #expect(one == two)
            #expect(await api.requestCount(path: "/users") == 1)
        }
    }

    @Test func aFailureIsNotCachedAndAnUnknownUserIsNotFound() async throws {
        try await withRepository { repository, api in
            await #expect(throws: DomainError.notFound) { try await repository.details(login: "nobody") }
            await #expect(throws: DomainError.notFound) { try await repository.details(login: "nobody") }
            await #expect(throws: DomainError.notFound) { try await repository.details(login: "../admin") }
            #expect(await api.requestCounts() == ["/users/nobody": 2])
        }
    }
}
