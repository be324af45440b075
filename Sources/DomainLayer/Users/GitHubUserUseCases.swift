import Foundation

/// A page of users marked with the bookmarks.
public protocol FetchGitHubUserPageUseCase: Sendable {
    /// The page after `cursor` (0 for the first), each user marked bookmarked or not; `fresh` asks for the
    /// page as GitHub has it now (Refresh), never one kept from before.
    func execute(after cursor: Int, fresh: Bool) async throws -> (rows: [GitHubUserRow], nextCursor: Int?)
}

extension FetchGitHubUserPageUseCase {
    /// The page after `cursor` (0 for the first), kept from before if it was lately asked for.
    public func execute(after cursor: Int) async throws -> (rows: [GitHubUserRow], nextCursor: Int?) {
        try await execute(after: cursor, fresh: false)
    }
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

    public func execute(after cursor: Int, fresh: Bool) async throws -> (rows: [GitHubUserRow], nextCursor: Int?) {
        let loaded =
            try await fresh
            ? users.freshPage(after: max(cursor, 0), perPage: pageSize)
            : users.page(after: max(cursor, 0), perPage: pageSize)
        // Read once the page is here, so a star set while it came shows; a local read of a few microseconds,
        // in turn rather than beside the page (`async let` ran the page on another thread even when it was at
        // hand). Bookmarks that cannot be read mark no row; the list still shows.
        let bookmarked = (try? await bookmarks.bookmarkedIDs()) ?? []
        return (GitHubUserRow.rows(loaded.users, bookmarkedIDs: bookmarked), loaded.nextCursor)
    }
}

/// A user's profile.
public protocol FetchGitHubUserDetailsUseCase: Sendable {
    func execute(login: String) async throws -> GitHubUserDetails
}

/// `FetchGitHubUserDetailsUseCase` over a `GitHubUserRepository`, the profile marked with the bookmarks.
public struct FetchGitHubUserDetailsInteractor: FetchGitHubUserDetailsUseCase {
    private let users: any GitHubUserRepository
    private let bookmarks: (any GitHubUserBookmarkRepository)?

    /// Creates the use case; without `bookmarks` no profile is marked bookmarked.
    public init(users: any GitHubUserRepository, bookmarks: (any GitHubUserBookmarkRepository)? = nil) {
        self.users = users
        self.bookmarks = bookmarks
    }

    public func execute(login: String) async throws -> GitHubUserDetails {
        var details = try await users.details(login: login)
        // Bookmarks that cannot be read mark nothing; the profile still shows.
        let bookmarked = (try? await bookmarks?.bookmarkedIDs()) ?? []
        details.isBookmarked = bookmarked.contains(details.user.id)
        return details
    }
}

/// A page of the bookmarks, newest first.
public struct GitHubUserBookmarkPage: Hashable, Sendable {
    /// The page's number, 1 for the newest bookmarks.
    public var number: Int
    public var bookmarks: [GitHubUserBookmark]
    /// Whether older bookmarks follow on the next page.
    public var hasMore: Bool

    public init(number: Int, bookmarks: [GitHubUserBookmark], hasMore: Bool) {
        self.number = number
        self.bookmarks = bookmarks
        self.hasMore = hasMore
    }
}

/// The bookmarks, newest first, a page at a time.
public protocol FetchGitHubUserBookmarksUseCase: Sendable {
    /// The page `number` (1 for the newest; clamped to `1...maximumPage`).
    func execute(page number: Int) async throws -> GitHubUserBookmarkPage
}

/// `FetchGitHubUserBookmarksUseCase` over a `GitHubUserBookmarkRepository`, which reads only the page asked
/// for (and one more row, to know whether another page follows).
public struct FetchGitHubUserBookmarksInteractor: FetchGitHubUserBookmarksUseCase {
    /// How many bookmarks a page shows.
    public static let pageSize = 100
    /// The highest page number asked for: past it, the offset would leave what SQLite counts.
    public static let maximumPage = Int(Int32.max) / pageSize

    private let bookmarks: any GitHubUserBookmarkRepository
    private let pageSize: Int

    public init(bookmarks: any GitHubUserBookmarkRepository, pageSize: Int = pageSize) {
        self.bookmarks = bookmarks
        self.pageSize = min(max(pageSize, 1), Self.pageSize)
    }

    public func execute(page number: Int) async throws -> GitHubUserBookmarkPage {
        let number = min(max(number, 1), Self.maximumPage)
        let rows = try await bookmarks.bookmarks(limit: pageSize + 1, offset: (number - 1) * pageSize)
        return GitHubUserBookmarkPage(
            number: number, bookmarks: Array(rows.prefix(pageSize)), hasMore: rows.count > pageSize)
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

    /// Bookmarks a user unbookmarked a moment ago again with the time it was first bookmarked (Undo), so it
    /// returns to its place among the bookmarks: `.added`, or `.unchanged` when it is bookmarked already.
    func execute(restoring bookmark: GitHubUserBookmark) async throws -> GitHubUserBookmarkChange
}

/// `SetGitHubUserBookmarkUseCase` over a `GitHubUserBookmarkRepository`.
public struct SetGitHubUserBookmarkInteractor: SetGitHubUserBookmarkUseCase {
    private let bookmarks: any GitHubUserBookmarkRepository

    public init(bookmarks: any GitHubUserBookmarkRepository) {
        self.bookmarks = bookmarks
    }

    /// - Throws: `DomainError.badData` when bookmarking a user whose login or avatar address is over its cap (nothing is
    ///   saved), `StorageError` when the save failed, `CancellationError` when cancelled.
    public func execute(_ isBookmarked: Bool, for user: GitHubUser) async throws -> GitHubUserBookmarkChange {
        guard !isBookmarked || user.isStorable else {
            throw DomainError.badData(details: "a bookmark's login or avatar address is over its cap")
        }
        guard try await bookmarks.setBookmarked(isBookmarked, for: user) else { return .unchanged }
        return isBookmarked ? .added : .removed
    }

    /// - Throws: as `execute(_:for:)` does for a bookmark.
    public func execute(restoring bookmark: GitHubUserBookmark) async throws -> GitHubUserBookmarkChange {
        guard bookmark.user.isStorable else {
            throw DomainError.badData(details: "a bookmark's login or avatar address is over its cap")
        }
        return try await bookmarks.restore(bookmark) ? .added : .unchanged
    }
}
