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
