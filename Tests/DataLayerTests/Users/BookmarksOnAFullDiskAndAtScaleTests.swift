import DataLayer
import DomainLayer
import Foundation
import GRDB
import TestSupport
import Testing

/// A star that cannot be saved says why (a full disk is a `StorageError.full`, worded for the user), a save
/// superseded by a later one is no error in the log, and thousands of bookmarks are read a page at a time.
@Suite struct BookmarksOnAFullDiskAndAtScaleTests {
    static func user(_ id: Int) -> GitHubUser {
        GitHubUser(id: id, login: "user\(id)", avatarURL: "https://avatars.example/u/\(id)?v=4")
    }

    @Test(.enabled(if: SmallFileSystem.canMount, "needs root to mount a tmpfs"))
    func aStarOnAFullDiskFailsAsAFullDiskAndIsLogged() async throws {
        try await SmallFileSystem.with(bytes: 1 << 20) { directory in
            let log = LogCapture()
            let store = SQLiteGitHubUserBookmarkStore(
                database: try UsersDataFixtures.userDatabase(in: directory), logger: log.logger())
            SmallFileSystem.fill(directory)
            // The first writes may still find room in pages SQLite already has; enough of them cannot.
            var failure: (any Error)?
            for id in 1...2_000 where failure == nil {
                do {
                    try await store.setBookmarked(
                        true,
                        for: GitHubUser(
                            id: id, login: "user\(id)", avatarURL: String(repeating: "a", count: 2_000)))
                } catch {
                    failure = error
                }
            }
            #expect(failure as? StorageError == .full)
            #expect(log.messages.contains { $0.hasPrefix("error A bookmark could not be saved") })
        }
    }

    @Test func aCancelledSaveIsNotLoggedAsAnError() async throws {
        try await withTemporaryDirectory { directory in
            let log = LogCapture()
            let store = SQLiteGitHubUserBookmarkStore(
                database: try UsersDataFixtures.userDatabase(in: directory), logger: log.logger())
            let save = Task {
                // Cancelled before it starts, as a save superseded by a later one for the same user is.
                withUnsafeCurrentTask { $0?.cancel() }
                return try await store.setBookmarked(true, for: Self.user(7))
            }
            await #expect(throws: CancellationError.self) { try await save.value }
            #expect(!log.messages.contains { $0.hasPrefix("error") || $0.hasPrefix("warning") })
        }
    }

    @Test func twentyThousandBookmarksAreReadAPageAtATimeToTheLast() async throws {
        try await withTemporaryDirectory { directory in
            let database = try UsersDataFixtures.userDatabase(in: directory)
            let count = 21_464
            try await database.writer.write { db in
                for id in 1...count {
                    try db.execute(
                        sql: """
                            INSERT INTO github_user_bookmark (userID, login, avatarURL, addedAt, sequence)
                            VALUES (?, ?, ?, ?, ?)
                            """,
                        arguments: [id, "user\(id)", "https://avatars.example/u/\(id)", Double(id), id])
                }
            }
            let fetch = FetchGitHubUserBookmarksInteractor(
                bookmarks: SQLiteGitHubUserBookmarkStore(database: database))
            let first = try await fetch.execute(page: 1)
            #expect(first.bookmarks.count == FetchGitHubUserBookmarksInteractor.pageSize)
            #expect(first.bookmarks.first?.user.id == count)
            #expect(first.hasMore)

            let lastNumber =
                (count + FetchGitHubUserBookmarksInteractor.pageSize - 1)
                / FetchGitHubUserBookmarksInteractor.pageSize
            let last = try await fetch.execute(page: lastNumber)
            #expect(last.bookmarks.count == count % FetchGitHubUserBookmarksInteractor.pageSize)
            #expect(last.bookmarks.last?.user.id == 1)
            #expect(!last.hasMore)
            #expect(try await fetch.execute(page: Int.max).bookmarks == [])
        }
    }
}
