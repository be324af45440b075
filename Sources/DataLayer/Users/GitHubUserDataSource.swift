import DomainLayer

/// Where GitHub's users come from: the bundled dataset (dev) or GitHub's REST API (alpha, real).
public protocol GitHubUserDataSource: Sendable {
    /// At most `perPage` users with an id greater than `since`, by id, and the `since` of the next page: nil
    /// when there is none, and always nil after an empty page.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func page(since: Int, perPage: Int) async throws -> GitHubUserPage

    /// The profile of the user `login` (a valid GitHub login).
    /// - Throws: `DomainError.notFound` for no such user, another `DomainError`, or `CancellationError`.
    func details(login: String) async throws -> GitHubUserDetails
}

/// A source's answer to a conditional ask: the value with its entity tag (nil when the source has none), or
/// "not modified" when the tag asked with still names the current value.
public enum GitHubRevalidation<Value: Sendable>: Sendable {
    case modified(Value, etag: String?)
    case notModified
}

/// A `GitHubUserDataSource` that can ask conditionally (`If-None-Match`), as GitHub's REST API can: a
/// `304` does not count against GitHub's rate limit.
public protocol GitHubRevalidatingUserDataSource: GitHubUserDataSource {
    /// `page(since:perPage:)`, or `.notModified` when `etag` still names that page.
    /// - Throws: as `page(since:perPage:)`.
    func page(since: Int, perPage: Int, ifNoneMatch etag: String?) async throws -> GitHubRevalidation<GitHubUserPage>

    /// `details(login:)`, or `.notModified` when `etag` still names that profile.
    /// - Throws: as `details(login:)`.
    func details(login: String, ifNoneMatch etag: String?) async throws -> GitHubRevalidation<GitHubUserDetails>
}
