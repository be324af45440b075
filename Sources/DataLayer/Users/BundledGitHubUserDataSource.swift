import DomainLayer
import SampleData

/// The dev phase's users: the bundled dataset, paged and looked up by the same rules as the staging API
/// (`UserCatalog`), so dev and alpha list the same users in the same order with the same cursors.
public struct BundledGitHubUserDataSource: GitHubUserDataSource {
    private let users: BundledData<[SampleUser]>
    private let avatarsBaseURL: String

    /// - Parameters:
    ///   - users: reads the bundled users when a request needs it; a failure is shown on screen.
    ///   - avatarsBaseURL: where avatar URLs point (`{base}/u/{id}?v=4`, as GitHub writes them); dev shows
    ///     placeholders, so nothing is fetched from there.
    public init(
        users: @escaping @Sendable () throws -> [SampleUser],
        avatarsBaseURL: String = "https://avatars.githubusercontent.com"
    ) {
        self.users = BundledData("users", read: users)
        self.avatarsBaseURL = avatarsBaseURL
    }

    public init(users: [SampleUser], avatarsBaseURL: String = "https://avatars.githubusercontent.com") {
        self.init(users: { users }, avatarsBaseURL: avatarsBaseURL)
    }

    public func page(since: Int, perPage: Int) async throws -> GitHubUserPage {
        let users = try users.value()
        let page = UserCatalog.page(users, since: since, perPage: perPage)
        // The staging API's rule for `rel="next"`: there is a next page while users remain after this one's
        // last (asked of `UserCatalog`, so the rule lives in one place).
        let next = page.last.flatMap { last in UserCatalog.hasUsers(after: last.id, in: users) ? last.id : nil }
        // Each user's fields read where they are: `page.map(user)` copied every user's eighteen fields out and
        // destroyed them again, much of this function's time under `perf` on every `/users` page.
        return GitHubUserPage(users: page.indices.map { user(at: $0, in: users) }, nextCursor: next)
    }

    public func details(login: String) async throws -> GitHubUserDetails {
        guard let found = UserCatalog.find(try users.value(), login: login) else {
            throw DomainError.notFound
        }
        // Read through the DTO the staging API's answer is read into, so both map alike.
        return GitHubUserDetailsDTO(
            login: found.login, id: found.id, avatarURL: avatarURL(id: found.id),
            htmlURL: Self.page(login: found.login), type: found.type, siteAdmin: found.siteAdmin,
            name: found.name,
            company: found.company, blog: found.blog, location: found.location, email: found.email,
            hireable: found.hireable, bio: found.bio, twitterUsername: found.twitterUsername,
            publicRepos: found.publicRepos, publicGists: found.publicGists, followers: found.followers,
            following: found.following, createdAt: found.createdAt, updatedAt: found.updatedAt
        )
        .toDomain()
    }

    private func user(at index: Int, in users: [SampleUser]) -> GitHubUser {
        GitHubUser(
            id: users[index].id, login: users[index].login, avatarURL: avatarURL(id: users[index].id),
            type: GitHubUser.AccountType(gitHubType: users[index].type), isSiteAdmin: users[index].siteAdmin,
            htmlURL: Self.page(login: users[index].login))
    }

    /// A bundled user's page, where GitHub keeps a login's (`html_url`), in a row as in a profile.
    private static func page(login: String) -> String {
        "https://github.com/\(login)"
    }

    private func avatarURL(id: Int) -> String {
        "\(avatarsBaseURL)/u/\(id)?v=4"
    }
}
