import Foundation

/// A page of users marked with the bookmarks.
public protocol FetchGitHubUserPageUseCase: Sendable {
    /// The page after `cursor` (0 for the first), each user marked bookmarked or not.
    func execute(after cursor: Int) async throws -> (rows: [GitHubUserRow], nextCursor: Int?)
}

/// `FetchGitHubUserPageUseCase` over the users and the bookmarks.
public struct FetchGitHubUserPageInteractor: FetchGitHubUserPageUseCase {
    /// How many users a page asks for.
    public static let pageSize = 30

    private let users: any GitHubUserRepository
    private let bookmarks: any GitHubUserBookmarkRepository
    private let pageSize: Int

    public init(
        users: any GitHubUserRepository, bookmarks: any GitHubUserBookmarkRepository, pageSize: Int = pageSize
    ) {
        self.users = users
        self.bookmarks = bookmarks
        self.pageSize = max(pageSize, 1)
    }

    public func execute(after cursor: Int) async throws -> (rows: [GitHubUserRow], nextCursor: Int?) {
        async let page = users.page(after: max(cursor, 0), perPage: pageSize)
        // NB: bookmarks that cannot be read mark no row; the list still shows.
        let bookmarked = (try? await bookmarks.bookmarkedIDs()) ?? []
        let loaded = try await page
        return (GitHubUserRow.rows(loaded.users, bookmarkedIDs: bookmarked), loaded.nextCursor)
    }
}

/// A user's profile.
public protocol FetchGitHubUserDetailsUseCase: Sendable {
    func execute(login: String) async throws -> GitHubUserDetails
}

/// `FetchGitHubUserDetailsUseCase` over a `GitHubUserRepository`.
public struct FetchGitHubUserDetailsInteractor: FetchGitHubUserDetailsUseCase {
    private let users: any GitHubUserRepository

    public init(users: any GitHubUserRepository) {
        self.users = users
    }

    public func execute(login: String) async throws -> GitHubUserDetails {
        try await users.details(login: login)
    }
}

/// The bookmarks, newest first.
public protocol FetchGitHubUserBookmarksUseCase: Sendable {
    func execute() async throws -> [GitHubUserBookmark]
}

/// `FetchGitHubUserBookmarksUseCase` over a `GitHubUserBookmarkRepository`.
public struct FetchGitHubUserBookmarksInteractor: FetchGitHubUserBookmarksUseCase {
    private let bookmarks: any GitHubUserBookmarkRepository

    public init(bookmarks: any GitHubUserBookmarkRepository) {
        self.bookmarks = bookmarks
    }

    public func execute() async throws -> [GitHubUserBookmark] {
        try await bookmarks.bookmarks()
    }
}

/// What setting a bookmark did.
public enum GitHubUserBookmarkChange: Hashable, Sendable {
    case added
    case removed
    /// It was already so (a repeated or stale request).
    case unchanged
}

/// Bookmarks a user or removes the bookmark, idempotently: the request says the state wanted, not "toggle",
/// so a form sent twice, or from a page that was out of date, changes nothing the second time.
public protocol SetGitHubUserBookmarkUseCase: Sendable {
    func execute(_ isBookmarked: Bool, for user: GitHubUser) async throws -> GitHubUserBookmarkChange
}

/// `SetGitHubUserBookmarkUseCase` over a `GitHubUserBookmarkRepository`.
public struct SetGitHubUserBookmarkInteractor: SetGitHubUserBookmarkUseCase {
    private let bookmarks: any GitHubUserBookmarkRepository

    public init(bookmarks: any GitHubUserBookmarkRepository) {
        self.bookmarks = bookmarks
    }

    public func execute(_ isBookmarked: Bool, for user: GitHubUser) async throws -> GitHubUserBookmarkChange {
        guard try await bookmarks.setBookmarked(isBookmarked, for: user) else { return .unchanged }
        return isBookmarked ? .added : .removed
    }
}
