import DataLayer
import DomainLayer
import Foundation
import Networking
import SampleData
import TestSupport

/// Builders shared by the users data tests.
enum UsersDataFixtures {
    /// A GitHub REST data source on `baseURL`, sending GitHub's headers, `token` when given, and the staging
    /// API's `fault` on every request, logging into `log`, reading rate limits' resets against `now`.
    static func gitHub(
        baseURL: URL, token: String? = nil, fault: String? = nil, timeout: TimeInterval = 60,
        log: LogCapture = LogCapture(), now: @escaping @Sendable () -> Date = Date.init
    ) -> RemoteGitHubUserDataSource {
        var headers = GitHubEndpoints.authorization(token: token)
        headers["X-Strata-Fault"] = fault
        return RemoteGitHubUserDataSource(
            service: DataTransferService(
                configuration: APIConfiguration(baseURL: baseURL, headers: headers, timeout: timeout),
                logger: log.logger(label: "strata.test.github")),
            now: now)
    }

    /// A dataset whose users have the ids given (not contiguous, as GitHub's are not).
    static func dataset(userIDs: [Int]) -> SampleDataset {
        var dataset = Fixtures.dataset()
        dataset.users = userIDs.map(Fixtures.user)
        return dataset
    }

    /// Every page of `source` from `since` 0, `perPage` at a time, until a page has no next cursor; fails
    /// the test rather than loop past `maximumPages`.
    static func allPages(
        of source: any GitHubUserDataSource, perPage: Int, maximumPages: Int = 100
    ) async throws -> [GitHubUserPageSnapshot] {
        var pages: [GitHubUserPageSnapshot] = []
        var since: Int? = 0
        while let cursor = since, pages.count < maximumPages {
            let page = try await source.page(since: cursor, perPage: perPage)
            pages.append(GitHubUserPageSnapshot(since: cursor, ids: page.users.map(\.id), next: page.nextCursor))
            since = page.nextCursor
        }
        return pages
    }

    /// Opens `strata.sqlite` in `directory`.
    static func userDatabase(in directory: URL) throws -> SQLiteDatabase {
        try SQLiteDatabase.open(
            file: directory.appendingPathComponent("strata.sqlite"), contents: .userData,
            migrator: DatabaseSchema.userData)
    }
}

/// What a page showed: where it started, its users' ids and its next cursor.
struct GitHubUserPageSnapshot: Hashable {
    var since: Int
    var ids: [Int]
    var next: Int?
}
