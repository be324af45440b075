import DataLayer
import DomainLayer
import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct RemoteGitHubUserDataSourceTests {
    static let ids = [2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233]

    @Test func pagingTheStagingAPIFollowsTheNextLinksToTheEnd() async throws {
        try await withStagingAPI(dataset: UsersDataFixtures.dataset(userIDs: Self.ids)) { api in
            let pages = try await UsersDataFixtures.allPages(
                of: UsersDataFixtures.gitHub(baseURL: api.baseURL), perPage: 4)
            #expect(
                pages == [
                    GitHubUserPageSnapshot(since: 0, ids: [2, 3, 5, 8], next: 8),
                    GitHubUserPageSnapshot(since: 8, ids: [13, 21, 34, 55], next: 55),
                    GitHubUserPageSnapshot(since: 55, ids: [89, 144, 233], next: nil),
                ])
        }
    }

    @Test func aLastPageThatIsFullHasNoNextLink() async throws {
        try await withStagingAPI(dataset: UsersDataFixtures.dataset(userIDs: Self.ids)) { api in
            let page = try await UsersDataFixtures.gitHub(baseURL: api.baseURL).page(since: 21, perPage: 5)
            #expect(page.users.map(\.id) == [34, 55, 89, 144, 233])
            #expect(page.nextCursor == nil)
        }
    }

    @Test func anEmptyPageEndsTheListWithoutAnError() async throws {
        try await withStagingAPI(dataset: UsersDataFixtures.dataset(userIDs: Self.ids)) { api in
            let page = try await UsersDataFixtures.gitHub(baseURL: api.baseURL).page(since: 233, perPage: 30)
            #expect(page == GitHubUserPage(users: [], nextCursor: nil))
        }
    }

    @Test func aPageIsMappedWithTheAvatarURLAsSent() async throws {
        try await withStagingAPI(dataset: UsersDataFixtures.dataset(userIDs: [1, 2])) { api in
            let page = try await UsersDataFixtures.gitHub(baseURL: api.baseURL).page(since: 0, perPage: 1)
            let avatar = try api.url("/avatars/u/1?v=4").absoluteString
            let user = GitHubUser(
                id: 1, login: "mojombo", avatarURL: avatar, htmlURL: try api.url("/mojombo").absoluteString)
            #expect(page == GitHubUserPage(users: [user], nextCursor: 1))
        }
    }

    @Test func detailsAreMappedWithBlankTextsAsNone() async throws {
        try await withStagingAPI(dataset: UsersDataFixtures.dataset(userIDs: [1, 2, 3])) { api in
            let details = try await UsersDataFixtures.gitHub(baseURL: api.baseURL).details(login: "defunkt")
            #expect(
                details
                    == GitHubUserDetails(
                        user: GitHubUser(
                            id: 2, login: "defunkt", avatarURL: try api.url("/avatars/u/2?v=4").absoluteString,
                            htmlURL: try api.url("/defunkt").absoluteString),
                        name: "Chris Wanstrath", location: "Seoul", blog: "https://example.com/defunkt",
                        followers: 20, following: 2, publicRepos: 6,
                        htmlURL: try api.url("/defunkt").absoluteString))
        }
    }

    @Test func anUnknownLoginIsNotFound() async throws {
        _ = try await withStagingAPI { api in
            await #expect(throws: DomainError.notFound) {
                try await UsersDataFixtures.gitHub(baseURL: api.baseURL).details(login: "nobody-at-all")
            }
        }
    }

    @Test func theTokenIsSentAsABearerHeaderWithGitHubsHeadersAndNeverLogged() async throws {
        let token = "ghp_s3cretT0ken"
        try await withHostileUpstream(["/users": .json("[]")]) { upstream in
            let log = LogCapture()
            _ = try await UsersDataFixtures.gitHub(baseURL: upstream.baseURL, token: token, log: log)
                .page(since: 0, perPage: 30)
            let received = try #require(upstream.received(path: "/users").first)
            #expect(received.headers["authorization"] == "Bearer \(token)")
            #expect(received.headers["accept"] == "application/vnd.github+json")
            #expect(received.headers["x-github-api-version"] == "2022-11-28")
            #expect(received.query == "per_page=30&since=0")
            #expect(!log.messages.isEmpty)
            #expect(!log.messages.contains { $0.contains(token) })
        }
    }

    @Test func withoutATokenNoAuthorizationIsSent() async throws {
        try await withHostileUpstream(["/users": .json("[]")]) { upstream in
            _ = try await UsersDataFixtures.gitHub(baseURL: upstream.baseURL).page(since: 0, perPage: 30)
            #expect(upstream.received(path: "/users").map { $0.headers["authorization"] } == [nil])
        }
    }

    @Test func aRefusedTokenIsUnauthorizedWithGitHubsWords() async throws {
        _ = try await withStagingAPI { api in
            await #expect(throws: DomainError.unauthorized(message: "Bad credentials")) {
                try await UsersDataFixtures.gitHub(baseURL: api.baseURL, token: "invalid").page(since: 0, perPage: 30)
            }
        }
    }

    @Test func theRateLimitIsRateLimitedUntilTheResetTime() async throws {
        try await withStagingAPI { api in
            let before = Date()
            let error = await #expect(throws: DomainError.self) {
                try await UsersDataFixtures.gitHub(baseURL: api.baseURL, fault: "ratelimit").page(since: 0, perPage: 30)
            }
            let after = Date()
            guard case .rateLimited(until: let until?) = error else {
                Issue.record("expected rate limited with a reset time, got \(String(describing: error))")
                return
            }
            // The staging API resets its exhausted limit a minute on, in whole epoch seconds.
            let earliest = (before.timeIntervalSince1970 + 60).rounded(.down)
            #expect((earliest...(after.timeIntervalSince1970 + 60)).contains(until.timeIntervalSince1970))
            #expect(until.timeIntervalSince1970 == until.timeIntervalSince1970.rounded())
        }
    }

    /// GitHub's answer to a client past its rate limit, reset at `reset`.
    static func rateLimited(status: Int = 403, reset: String) -> HostileUpstream.Answer {
        HostileUpstream.Answer(
            status: .init(code: status), headers: [("x-ratelimit-remaining", "0"), ("x-ratelimit-reset", reset)],
            body: Data(#"{"message":"API rate limit exceeded"}"#.utf8))
    }

    @Test(arguments: [403, 429])
    func aStatusWithNoRequestsRemainingIsRateLimitedUntilItsReset(status: Int) async throws {
        let answer = Self.rateLimited(status: status, reset: "1700000123")
        _ = try await withHostileUpstream(["/users/octocat": answer]) { upstream in
            await #expect(throws: DomainError.rateLimited(until: Date(timeIntervalSince1970: 1_700_000_123))) {
                try await UsersDataFixtures.gitHub(
                    baseURL: upstream.baseURL, now: { Date(timeIntervalSince1970: 1_700_000_000) }
                )
                .details(login: "octocat")
            }
        }
    }

    /// A reset that is no time within the next day is an unknown reset, for a page and a profile alike, on the
    /// system clock; `nan` in it once ended the process.
    @Test(arguments: ["nan", "-nan", "NaN", "inf", "-inf", "1e19", "-1", "1", "99999999999"])
    func aResetThatIsNoTimeWithinADayIsAnUnknownReset(reset: String) async throws {
        let answer = Self.rateLimited(reset: reset)
        try await withHostileUpstream(["/users": answer, "/users/octocat": answer]) { upstream in
            let source = UsersDataFixtures.gitHub(baseURL: upstream.baseURL)
            await #expect(throws: DomainError.rateLimited(until: nil)) {
                try await source.page(since: 0, perPage: 30)
            }
            await #expect(throws: DomainError.rateLimited(until: nil)) {
                try await source.details(login: "octocat")
            }
        }
    }

    @Test func aForbiddenAnswerWithRequestsRemainingIsNotARateLimit() async throws {
        _ = try await withStagingAPI { api in
            await #expect(throws: DomainError.unauthorized(message: "Forbidden")) {
                try await UsersDataFixtures.gitHub(baseURL: api.baseURL, fault: "status=403").page(
                    since: 0, perPage: 30)
            }
        }
    }

    @Test func aServerErrorKeepsItsStatusAndGitHubsWords() async throws {
        _ = try await withStagingAPI { api in
            await #expect(throws: DomainError.server(status: 500, message: "Server Error")) {
                try await UsersDataFixtures.gitHub(baseURL: api.baseURL, fault: "status=500").page(
                    since: 0, perPage: 30)
            }
        }
    }

    @Test(arguments: ["malformed", "truncated"])
    func anUnreadableBodyIsBadData(fault: String) async throws {
        try await withStagingAPI { api in
            let source = UsersDataFixtures.gitHub(baseURL: api.baseURL, fault: fault)
            let pageError = await #expect(throws: DomainError.self) {
                try await source.page(since: 0, perPage: 30)
            }
            let detailsError = await #expect(throws: DomainError.self) {
                try await source.details(login: "mojombo")
            }
            #expect(pageError.map(isBadData) == true)
            #expect(detailsError.map(isBadData) == true)
        }
    }

    @Test func aConnectionDroppedMidBodyIsNoResponse() async throws {
        try await withStagingAPI { api in
            let error = await #expect(throws: DomainError.self) {
                try await UsersDataFixtures.gitHub(baseURL: api.baseURL, fault: "drop").page(since: 0, perPage: 30)
            }
            guard case .noResponse = error else {
                Issue.record("expected no response, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func aClosedPortIsTheNamedServiceUnreachable() async throws {
        let stopped = try closedPortURL()
        await #expect(throws: DomainError.unreachable(service: "GitHub")) {
            try await UsersDataFixtures.gitHub(baseURL: stopped).page(since: 0, perPage: 30)
        }
    }

    @Test func aSlowAnswerTimesOut() async throws {
        _ = try await withStagingAPI { api in
            await #expect(throws: DomainError.timedOut) {
                try await UsersDataFixtures.gitHub(baseURL: api.baseURL, fault: "delay=3000", timeout: 0.3)
                    .page(since: 0, perPage: 30)
            }
        }
    }

    private func isBadData(_ error: DomainError) -> Bool {
        if case .badData = error { true } else { false }
    }
}
