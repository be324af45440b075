import DomainLayer
import Foundation
import Synchronization
import Testing

@Suite struct GitHubUserUseCasesTests {
    static func user(_ id: Int) -> GitHubUser {
        GitHubUser(id: id, login: "user\(id)", avatarURL: "https://avatars.example/u/\(id)")
    }

    @Test func aPageIsMarkedWithTheBookmarksAndKeepsItsCursor() async throws {
        let users = PagedUsers(ids: Array(1...7))
        let bookmarks = InMemoryBookmarks(ids: [2, 6, 99])
        let interactor = FetchGitHubUserPageInteractor(users: users, bookmarks: bookmarks, pageSize: 3)

        let first = try await interactor.execute(after: -4)
        #expect(first.rows.map(\.user.id) == [1, 2, 3])
        #expect(first.rows.map(\.isBookmarked) == [false, true, false])
        #expect(first.nextCursor == 3)
        let last = try await interactor.execute(after: 6)
        #expect(last.rows == [GitHubUserRow(user: Self.user(7), isBookmarked: false)])
        #expect(last.nextCursor == nil)
        #expect(users.requests == [PagedUsers.Request(cursor: 0, perPage: 3), .init(cursor: 6, perPage: 3)])
    }

    @Test func aProfileIsMarkedWithTheBookmarksAndShowsWhenTheyCannotBeRead() async throws {
        let users = PagedUsers(ids: [1, 2])
        let interactor = FetchGitHubUserDetailsInteractor(users: users, bookmarks: InMemoryBookmarks(ids: [2]))
        #expect(try await interactor.execute(login: "user2").isBookmarked)
        #expect(try await !interactor.execute(login: "user1").isBookmarked)
        let unreadable = FetchGitHubUserDetailsInteractor(
            users: users, bookmarks: InMemoryBookmarks(ids: [2], failing: true))
        #expect(try await unreadable.execute(login: "user2") == GitHubUserDetails(user: Self.user(2)))
        await #expect(throws: DomainError.notFound) { try await interactor.execute(login: "user3") }
    }

    @Test func aStarSetWhileThePageCameMarksItsRow() async throws {
        let bookmarks = InMemoryBookmarks(ids: [1])
        let users = PagedUsers(ids: [1, 2, 3]) {
            _ = try? await bookmarks.setBookmarked(true, for: Self.user(2))
        }
        let page = try await FetchGitHubUserPageInteractor(users: users, bookmarks: bookmarks).execute(after: 0)
        #expect(page.rows.map(\.isBookmarked) == [true, true, false])
    }

    @Test func unreadableBookmarksMarkNoRowButTheListShows() async throws {
        let interactor = FetchGitHubUserPageInteractor(
            users: PagedUsers(ids: [1, 2]), bookmarks: InMemoryBookmarks(ids: [1], failing: true))
        let page = try await interactor.execute(after: 0)
        #expect(page.rows.map(\.isBookmarked) == [false, false])
    }

    @Test func aUserWhoseLoginIsOverItsCapIsNotBookmarkedButCanBeUnbookmarked() async throws {
        let bookmarks = InMemoryBookmarks(ids: [5])
        let set = SetGitHubUserBookmarkInteractor(bookmarks: bookmarks)
        let long = GitHubUser(
            id: 8, login: String(repeating: "x", count: GitHubUser.maximumLoginLength + 1), avatarURL: "")
        await #expect(throws: DomainError.self) { try await set.execute(true, for: long) }
        let huge = GitHubUser(
            id: 5, login: "u5", avatarURL: String(repeating: "x", count: GitHubUser.maximumAvatarURLLength + 1))
        await #expect(throws: DomainError.self) { try await set.execute(true, for: huge) }
        #expect(try await set.execute(false, for: huge) == .removed)
        #expect(try await bookmarks.bookmarkedIDs() == [])
    }

    @Test func settingABookmarkSaysWhatChangedAndTwiceIsUnchanged() async throws {
        let bookmarks = InMemoryBookmarks(ids: [])
        let set = SetGitHubUserBookmarkInteractor(bookmarks: bookmarks)
        #expect(try await set.execute(true, for: Self.user(4)) == .added)
        #expect(try await set.execute(true, for: Self.user(4)) == .unchanged)
        #expect(try await set.execute(false, for: Self.user(4)) == .removed)
        #expect(try await set.execute(false, for: Self.user(4)) == .unchanged)
        #expect(try await set.execute(false, for: Self.user(5)) == .unchanged)
        #expect(try await bookmarks.bookmarkedIDs() == [])
    }

    @Test func restoringABookmarkKeepsItsTimeAndTwiceIsUnchanged() async throws {
        let bookmarks = InMemoryBookmarks(ids: [])
        let set = SetGitHubUserBookmarkInteractor(bookmarks: bookmarks)
        let first = GitHubUserBookmark(user: Self.user(4), addedAt: Date(timeIntervalSince1970: 1_000))
        #expect(try await set.execute(restoring: first) == .added)
        #expect(try await set.execute(restoring: first) == .unchanged)
        #expect(bookmarks.bookmark(of: 4) == first)
        let long = GitHubUser(
            id: 8, login: String(repeating: "x", count: GitHubUser.maximumLoginLength + 1), avatarURL: "")
        await #expect(throws: DomainError.self) {
            try await set.execute(restoring: GitHubUserBookmark(user: long, addedAt: .now))
        }
    }

    @Test func gitHubsTypeTextNamesTheAccountTypeAndAnUnknownOneIsAUser() {
        #expect(GitHubUser.AccountType(gitHubType: "Organization") == .organization)
        #expect(GitHubUser.AccountType(gitHubType: "Bot") == .bot)
        #expect(GitHubUser.AccountType(gitHubType: "User") == .user)
        #expect(GitHubUser.AccountType(gitHubType: "Enterprise") == .user)
        #expect(GitHubUser.AccountType(gitHubType: nil) == .user)
    }
}

/// Users with the given ids, paged by GitHub's cursor rule, recording what was asked.
private final class PagedUsers: GitHubUserRepository {
    struct Request: Hashable { var cursor: Int, perPage: Int }

    private let ids: [Int]
    private let asked = Mutex<[Request]>([])
    /// What happens while a page comes.
    private let meanwhile: @Sendable () async -> Void
    var requests: [Request] { asked.withLock { $0 } }

    init(ids: [Int], meanwhile: @escaping @Sendable () async -> Void = {}) {
        self.ids = ids
        self.meanwhile = meanwhile
    }

    func page(after cursor: Int, perPage: Int) async throws -> GitHubUserPage {
        asked.withLock { $0.append(Request(cursor: cursor, perPage: perPage)) }
        await meanwhile()
        let page = ids.filter { $0 > cursor }.prefix(perPage)
        let next = page.last.flatMap { last in ids.contains { $0 > last } ? last : nil }
        return GitHubUserPage(users: page.map(GitHubUserUseCasesTests.user), nextCursor: next)
    }

    func details(login: String) async throws -> GitHubUserDetails {
        guard login.hasPrefix("user"), let id = Int(login.dropFirst(4)), ids.contains(id) else {
            throw DomainError.notFound
        }
        return GitHubUserDetails(user: GitHubUserUseCasesTests.user(id))
    }
}

/// Bookmarks in memory, or failing to read.
private final class InMemoryBookmarks: GitHubUserBookmarkRepository {
    private let state: Mutex<[Int: GitHubUserBookmark]>
    private let failing: Bool

    init(ids: Set<Int>, failing: Bool = false) {
        let start = Date(timeIntervalSince1970: 0)
        state = Mutex(
            Dictionary(
                uniqueKeysWithValues: ids.map {
                    ($0, GitHubUserBookmark(user: GitHubUserUseCasesTests.user($0), addedAt: start))
                }))
        self.failing = failing
    }

    func bookmarks(limit: Int, offset: Int) async throws -> [GitHubUserBookmark] {
        guard !failing else { throw DomainError.badData(details: "unreadable") }
        let all = state.withLock { $0.values.sorted { $0.user.id > $1.user.id } }
        return Array(all.dropFirst(offset).prefix(limit))
    }

    func bookmarkedIDs() async throws -> Set<Int> {
        guard !failing else { throw DomainError.badData(details: "unreadable") }
        return state.withLock { Set($0.keys) }
    }

    func setBookmarked(_ isBookmarked: Bool, for user: GitHubUser) async throws -> Bool {
        state.withLock { bookmarks in
            if isBookmarked {
                guard bookmarks[user.id] == nil else { return false }
                bookmarks[user.id] = GitHubUserBookmark(user: user, addedAt: Date())
                return true
            }
            return bookmarks.removeValue(forKey: user.id) != nil
        }
    }

    func restore(_ bookmark: GitHubUserBookmark) async throws -> Bool {
        state.withLock { bookmarks in
            guard bookmarks[bookmark.user.id] == nil else { return false }
            bookmarks[bookmark.user.id] = bookmark
            return true
        }
    }

    func bookmark(of userID: Int) -> GitHubUserBookmark? {
        state.withLock { $0[userID] }
    }
}
