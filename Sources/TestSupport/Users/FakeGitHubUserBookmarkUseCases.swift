import DomainLayer
import Foundation
import Synchronization

/// Bookmarks in memory behind `FetchGitHubUserBookmarksUseCase` and `SetGitHubUserBookmarkUseCase`, kept as
/// the real store keeps them: newest first, set idempotently (a repeated or stale request is `unchanged`).
/// Scripts hold or fail a set by user id, and a read by its number (1 for the first).
public final class FakeGitHubUserBookmarkUseCases: FetchGitHubUserBookmarksUseCase, SetGitHubUserBookmarkUseCase {
    /// Sets by user id: by default they go through; a held id waits, a failed one throws before changing
    /// anything.
    public let sets = ScriptedAnswers<Int, Void>()
    /// Reads by number (1, 2, …): by default they go through.
    public let reads = ScriptedAnswers<Int, Void>()

    private struct Store {
        var bookmarks: [GitHubUserBookmark]
        var readCount = 0
    }

    private let store: Mutex<Store>

    /// Bookmarks `bookmarks`, given newest first, shown `pageSize` a page.
    public init(bookmarks: [GitHubUserBookmark] = [], pageSize: Int = FetchGitHubUserBookmarksInteractor.pageSize) {
        store = Mutex(Store(bookmarks: bookmarks))
        self.pageSize = max(pageSize, 1)
        sets.answerOthers(with: .success(()))
        reads.answerOthers(with: .success(()))
    }

    /// The bookmarks now, newest first.
    public var bookmarks: [GitHubUserBookmark] { store.withLock { $0.bookmarks } }

    /// The ids of the bookmarked users.
    public var bookmarkedIDs: Set<Int> { Set(bookmarks.map(\.user.id)) }

    /// How many bookmarks a page holds.
    public let pageSize: Int

    public func execute(page number: Int) async throws -> GitHubUserBookmarkPage {
        let read = store.withLock { store in
            store.readCount += 1
            return store.readCount
        }
        // Read as the request comes, answered when the script says: a change saved meanwhile is not in it, as a
        // database read made before the change would not have it.
        let all = bookmarks
        try await reads.value(for: read)
        let number = max(number, 1)
        let start = min((number - 1) * pageSize, all.count)
        let end = min(start + pageSize, all.count)
        return GitHubUserBookmarkPage(
            number: number, bookmarks: Array(all[start..<end]), hasMore: end < all.count)
    }

    public func execute(_ isBookmarked: Bool, for user: GitHubUser) async throws -> GitHubUserBookmarkChange {
        try await sets.value(for: user.id)
        return store.withLock { store in
            let isShown = store.bookmarks.contains { $0.user.id == user.id }
            switch (isBookmarked, isShown) {
            case (true, false):
                // Each new bookmark is a second newer than every one before, so "newest first" is certain.
                let newest = store.bookmarks.map(\.addedAt).max() ?? Date(timeIntervalSince1970: 1_735_689_600)
                store.bookmarks.insert(GitHubUserBookmark(user: user, addedAt: newest + 1), at: 0)
                return .added
            case (false, true):
                store.bookmarks.removeAll { $0.user.id == user.id }
                return .removed
            default:
                return .unchanged
            }
        }
    }

    /// Puts `bookmark` back in its place by its time (newest first), as the real store does.
    public func execute(restoring bookmark: GitHubUserBookmark) async throws -> GitHubUserBookmarkChange {
        try await sets.value(for: bookmark.user.id)
        return store.withLock { store in
            guard !store.bookmarks.contains(where: { $0.user.id == bookmark.user.id }) else { return .unchanged }
            let index = store.bookmarks.firstIndex { $0.addedAt < bookmark.addedAt } ?? store.bookmarks.count
            store.bookmarks.insert(bookmark, at: index)
            return .added
        }
    }
}
