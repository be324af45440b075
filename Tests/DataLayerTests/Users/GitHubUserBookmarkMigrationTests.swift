import DataLayer
import DomainLayer
import Foundation
import GRDB
import TestSupport
import Testing

/// A bookmark keeps the account's type and staff badge; a database made before they were kept opens with every
/// bookmark; Undo puts a bookmark back with its first time, in its place.
@Suite struct GitHubUserBookmarkMigrationTests {
    static let start = Date(timeIntervalSince1970: 1_735_689_600)

    /// A `strata.sqlite` as the schema before `v4` made it, with bookmarks of the users `ids`, each a minute after
    /// the one before.
    static func oldDatabase(in directory: URL, ids: [Int]) throws -> URL {
        let file = directory.appendingPathComponent("strata.sqlite")
        let queue = try DatabaseQueue(path: file.path)
        try DatabaseSchema.userData.migrate(queue, upTo: "v3 GitHub user bookmarks")
        try queue.write { db in
            for (sequence, id) in ids.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO github_user_bookmark (userID, login, avatarURL, addedAt, sequence)
                        VALUES (?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        id, "user\(id)", "https://a/\(id)", start.timeIntervalSince1970 + Double(sequence * 60),
                        sequence + 1,
                    ])
            }
        }
        try queue.close()
        return file
    }

    @Test func aDatabaseOfTheOldSchemaOpensWithEveryBookmarkAsAUserNotStaff() async throws {
        try await withTemporaryDirectory { directory in
            let file = try Self.oldDatabase(in: directory, ids: [3, 1, 2])
            let database = try SQLiteDatabase.open(file: file, contents: .userData, migrator: DatabaseSchema.userData)
            #expect(database.recovery == nil)
            let store = SQLiteGitHubUserBookmarkStore(database: database)
            #expect(
                try await store.bookmarks()
                    == [2, 1, 3].enumerated().map { index, id in
                        GitHubUserBookmark(
                            user: GitHubUser(id: id, login: "user\(id)", avatarURL: "https://a/\(id)"),
                            addedAt: Self.start + Double((2 - index) * 60))
                    })
            let organization = GitHubUser(
                id: 9, login: "github", avatarURL: "https://a/9", type: .organization, isSiteAdmin: true)
            try await store.setBookmarked(true, for: organization)
            #expect(try await store.bookmarks().first?.user == organization)
            #expect(try await store.bookmarkedIDs() == [1, 2, 3, 9])
        }
    }

    @Test func aBookmarkKeepsTheTypeStaffBadgeAndPageAcrossAReopen() async throws {
        try await withTemporaryDirectory { directory in
            let bot = GitHubUser(id: 5, login: "dependabot[bot]", avatarURL: "https://a/5", type: .bot)
            let staff = GitHubUser(
                id: 6, login: "staff", avatarURL: "https://a/6", isSiteAdmin: true, htmlURL: "https://github.com/staff")
            do {
                let store = SQLiteGitHubUserBookmarkStore(database: try UsersDataFixtures.userDatabase(in: directory))
                try await store.setBookmarked(true, for: bot)
                try await store.setBookmarked(true, for: staff)
            }
            let reopened = SQLiteGitHubUserBookmarkStore(database: try UsersDataFixtures.userDatabase(in: directory))
            #expect(Set(try await reopened.bookmarks().map(\.user)) == [bot, staff])
        }
    }

    @Test func undoRestoresTheBookmarkWithItsFirstTimeInItsPlace() async throws {
        let clock = TestWallClock()
        try await withTemporaryDirectory { directory in
            let store = SQLiteGitHubUserBookmarkStore(
                database: try UsersDataFixtures.userDatabase(in: directory), now: clock.nowFunction)
            for id in 1...4 {
                try await store.setBookmarked(true, for: GitHubUserFixtures.user(id))
                clock.advance(by: .seconds(60))
            }
            let before = try await store.bookmarks()
            let removed = try #require(before.first { $0.user.id == 2 })
            try await store.setBookmarked(false, for: removed.user)
            clock.advance(by: .seconds(3600))

            #expect(try await store.restore(removed))
            #expect(try await store.restore(removed) == false)
            #expect(try await store.bookmarks() == before)
            #expect(try await store.bookmarks().map(\.user.id) == [4, 3, 2, 1])
        }
    }
}
