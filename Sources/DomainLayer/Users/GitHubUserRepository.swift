/// GitHub's users: the list by cursor and a user's profile.
public protocol GitHubUserRepository: Sendable {
    /// The page of at most `perPage` users with an id greater than `cursor` (GitHub's `since`).
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func page(after cursor: Int, perPage: Int) async throws -> GitHubUserPage

    /// The page `page(after:perPage:)` gives, as GitHub has it now: a repository that keeps pages asks GitHub
    /// again (Refresh) and waits for the answer, instead of serving what it keeps.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func freshPage(after cursor: Int, perPage: Int) async throws -> GitHubUserPage

    /// The profile of the user `login`.
    /// - Throws: `DomainError` (`.notFound` for no such user), or `CancellationError` when cancelled.
    func details(login: String) async throws -> GitHubUserDetails
}

extension GitHubUserRepository {
    /// `page(after:perPage:)`: for a repository that keeps nothing, every page is fresh.
    public func freshPage(after cursor: Int, perPage: Int) async throws -> GitHubUserPage {
        try await page(after: cursor, perPage: perPage)
    }
}

/// The bookmarked users, kept on this device. Setting a bookmark to what it is already is a no-op, never an
/// error, so a repeated or stale request changes nothing.
public protocol GitHubUserBookmarkRepository: Sendable {
    /// At most `limit` bookmarks, newest first, after skipping the `offset` newest.
    func bookmarks(limit: Int, offset: Int) async throws -> [GitHubUserBookmark]

    /// The ids of the bookmarked users.
    func bookmarkedIDs() async throws -> Set<Int>

    /// Bookmarks `user` (keeping what its row shows) or removes its bookmark; returns whether that changed anything.
    /// - Throws: `StorageError` when it could not be saved, or `CancellationError` when cancelled.
    @discardableResult
    func setBookmarked(_ isBookmarked: Bool, for user: GitHubUser) async throws -> Bool

    /// Bookmarks `bookmark.user` again with the time it was first bookmarked (Undo), so it takes its old place
    /// among the bookmarks; a bookmark that is there already keeps its time. Returns whether that changed anything.
    /// - Throws: `StorageError` when it could not be saved, or `CancellationError` when cancelled.
    @discardableResult
    func restore(_ bookmark: GitHubUserBookmark) async throws -> Bool
}

extension GitHubUserBookmarkRepository {
    /// Every bookmark, newest first.
    public func bookmarks() async throws -> [GitHubUserBookmark] {
        try await bookmarks(limit: .max, offset: 0)
    }
}
