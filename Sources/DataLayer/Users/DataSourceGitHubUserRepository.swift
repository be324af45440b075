import DomainLayer

/// `GitHubUserRepository` over any `GitHubUserDataSource` (bundled or REST). It asks only what GitHub can
/// answer: a cursor of at least 0, 1 to 100 users a page, and a login that can be one (anything else is not
/// found without a request). Identical details requests running at once share one request.
///
/// Nothing is cached: it serves the bundled users (dev); GitHub's answers go through
/// `CachedGitHubUserRepository`, which keeps them and revalidates them.
public struct DataSourceGitHubUserRepository: GitHubUserRepository {
    /// GitHub's `per_page` range.
    static let perPageRange = 1...100

    private let source: any GitHubUserDataSource
    private let allDetails = SharedRequests<GitHubUserDetails>()

    public init(source: any GitHubUserDataSource) {
        self.source = source
    }

    public func page(after cursor: Int, perPage: Int) async throws -> GitHubUserPage {
        let perPage = min(max(perPage, Self.perPageRange.lowerBound), Self.perPageRange.upperBound)
        return try await source.page(since: max(cursor, 0), perPage: perPage)
    }

    public func details(login: String) async throws -> GitHubUserDetails {
        guard GitHubLogin.isValid(login) else { throw DomainError.notFound }
        // Logins are case-insensitive on GitHub, so `Octocat` and `octocat` share a request.
        return try await allDetails.value(for: login.lowercased()) { [source] in
            try await source.details(login: login)
        }
    }
}
