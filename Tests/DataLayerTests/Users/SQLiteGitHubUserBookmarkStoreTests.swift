import DataLayer
import DomainLayer
import Foundation
import GRDB
import TestSupport
import Testing

@Suite struct SQLiteGitHubUserBookmarkStoreTests {
    static func user(_ id: Int) -> GitHubUser {
        GitHubUser(id: id, login: "user\(id)", avatarURL: "https://avatars.example/u/\(id)?v=4")
    }

    func rows(_ database: SQLiteDatabase) throws -> [Row] {
        try database.writer.read { db in try Row.fetchAll(db, sql: "SELECT * FROM github_user_bookmark") }
    }

    @Test func aBookmarkIsAddedOnceAndRemovedOnce() async throws {
        let clock = TestWallClock()
        try await withTemporaryDirectory { directory in
            let database = try UsersDataFixtures.userDatabase(in: directory)
            let store = SQLiteGitHubUserBookmarkStore(database: database, now: clock.nowFunction)

            #expect(try await store.setBookmarked(true, for: Self.user(7)))
            clock.advance(by: .seconds(5))
            #expect(try await store.setBookmarked(true, for: Self.user(7)) == false)
            #expect(try await store.bookmarks() == [GitHubUserBookmark(user: Self.user(7), addedAt: clock.now - 5)])
            #expect(try rows(database).count == 1)

            #expect(try await store.setBookmarked(false, for: Self.user(7)))
            #expect(try await store.setBookmarked(false, for: Self.user(7)) == false)
            #expect(try await store.setBookmarked(false, for: Self.user(8)) == false)
            #expect(try await store.bookmarks() == [])
            #expect(try await store.bookmarkedIDs() == [])
        }
    }

    /// A bookmark row another program left unreadable (text where the time or the staff flag should be, bytes
    /// that are no text for a login) is left out of the list, never a trap, and kept in the file, as user data is.
    @Test(arguments: [
        ("addedAt", "'yesterday'"), ("siteAdmin", "'maybe'"), ("login", "X'FF'"), ("avatarURL", "X'C0AF'"),
    ])
    func aBookmarkThatCannotBeReadIsLeftOutAndKept(column: String, value: String) async throws {
        let clock = TestWallClock()
        try await withTemporaryDirectory { directory in
            let database = try UsersDataFixtures.userDatabase(in: directory)
            let store = SQLiteGitHubUserBookmarkStore(database: database, now: clock.nowFunction)
            try await store.setBookmarked(true, for: Self.user(7))
            try await store.setBookmarked(true, for: Self.user(8))
            try await database.writer.write { db in
                try db.execute(sql: "UPDATE github_user_bookmark SET \(column) = \(value) WHERE userID = 8")
            }
            #expect(try await store.bookmarks() == [GitHubUserBookmark(user: Self.user(7), addedAt: clock.now)])
            #expect(try await store.bookmarkedIDs() == [7, 8])
            #expect(try rows(database).count == 2)
        }
    }

    @Test func aRepeatedAddKeepsTheRowAsFirstSaved() async throws {
        try await withTemporaryDirectory { directory in
            let store = SQLiteGitHubUserBookmarkStore(database: try UsersDataFixtures.userDatabase(in: directory))
            try await store.setBookmarked(true, for: Self.user(7))
            try await store.setBookmarked(true, for: GitHubUser(id: 7, login: "renamed", avatarURL: "other"))
            #expect(try await store.bookmarks().map(\.user) == [Self.user(7)])
        }
    }

    @Test func theNewestComesFirstAndOfTheSameTimeTheLaterBookmark() async throws {
        let clock = TestWallClock()
        try await withTemporaryDirectory { directory in
            let store = SQLiteGitHubUserBookmarkStore(
                database: try UsersDataFixtures.userDatabase(in: directory), now: clock.nowFunction)
            for id in [3, 1, 2] {
                try await store.setBookmarked(true, for: Self.user(id))
                clock.advance(by: .seconds(60))
            }
            for id in [9, 8] { try await store.setBookmarked(true, for: Self.user(id)) }
            try await store.setBookmarked(false, for: Self.user(8))
            try await store.setBookmarked(true, for: Self.user(5))
            let start = TestWallClock().now
            #expect(
                try await store.bookmarks() == [
                    GitHubUserBookmark(user: Self.user(5), addedAt: start + 180),
                    GitHubUserBookmark(user: Self.user(9), addedAt: start + 180),
                    GitHubUserBookmark(user: Self.user(2), addedAt: start + 120),
                    GitHubUserBookmark(user: Self.user(1), addedAt: start + 60),
                    GitHubUserBookmark(user: Self.user(3), addedAt: start),
                ])
            #expect(try await store.bookmarkedIDs() == [1, 2, 3, 5, 9])
        }
    }

    @Test func bookmarksSurviveReopeningTheFile() async throws {
        let clock = TestWallClock()
        try await withTemporaryDirectory { directory in
            do {
                let store = SQLiteGitHubUserBookmarkStore(
                    database: try UsersDataFixtures.userDatabase(in: directory), now: clock.nowFunction)
                try await store.setBookmarked(true, for: Self.user(1))
                clock.advance(by: .seconds(1))
                try await store.setBookmarked(true, for: Self.user(2))
                try await store.setBookmarked(true, for: Self.user(3))
                try await store.setBookmarked(false, for: Self.user(1))
            }
            let reopened = SQLiteGitHubUserBookmarkStore(database: try UsersDataFixtures.userDatabase(in: directory))
            let addedAt = clock.now
            #expect(
                try await reopened.bookmarks() == [
                    GitHubUserBookmark(user: Self.user(3), addedAt: addedAt),
                    GitHubUserBookmark(user: Self.user(2), addedAt: addedAt),
                ])
            #expect(try await reopened.bookmarkedIDs() == [2, 3])
        }
    }

    /// The terminal and the web app may run on one data directory at once: each opens the file itself, and a
    /// star set in one shows on the next page the other renders.
    @Test func aBookmarkSetThroughAnotherOpeningOfTheFileIsReadAtOnce() async throws {
        let clock = TestWallClock()
        try await withTemporaryDirectory { directory in
            let shown = SQLiteGitHubUserBookmarkStore(database: try UsersDataFixtures.userDatabase(in: directory))
            let other = SQLiteGitHubUserBookmarkStore(
                database: try UsersDataFixtures.userDatabase(in: directory), now: clock.nowFunction)
            #expect(try await shown.bookmarkedIDs() == [])
            #expect(try await shown.bookmarks() == [])

            try await other.setBookmarked(true, for: Self.user(7))
            #expect(try await shown.bookmarkedIDs() == [7])
            #expect(try await shown.bookmarks() == [GitHubUserBookmark(user: Self.user(7), addedAt: clock.now)])

            try await other.setBookmarked(false, for: Self.user(7))
            #expect(try await shown.bookmarkedIDs() == [])
            #expect(try await shown.bookmarks() == [])
        }
    }

    @Test func togglesAtOnceLeaveOneRowPerBookmarkedUserAndAgreeWithWhatTheyReported() async throws {
        try await withTemporaryDirectory { directory in
            let database = try UsersDataFixtures.userDatabase(in: directory)
            let store = SQLiteGitHubUserBookmarkStore(database: database)
            let changes = try await withThrowingTaskGroup(of: (Int, Bool, Bool).self) { group in
                for step in 0..<120 {
                    let id = step % 6
                    let wanted = step % 4 != 3
                    group.addTask { (id, wanted, try await store.setBookmarked(wanted, for: Self.user(id))) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let rows = try rows(database)
            #expect(Set(rows.map { $0["userID"] as Int }).count == rows.count)
            for id in 0..<6 {
                // Each change flips the state, so a user's changes, in the order they were saved, alternate add,
                // remove, … from no bookmark. The tasks end in another order, so what is checked is what that
                // order cannot change: as many adds as removes, or one more add when the user ends bookmarked.
                let flips = changes.filter { $0.0 == id && $0.2 }.map(\.1)
                let added = flips.count { $0 }
                let removed = flips.count - added
                let isBookmarked = try await store.bookmarkedIDs().contains(id)
                #expect(added - removed == (isBookmarked ? 1 : 0))
            }
        }
    }

    @Test func theMigrationAddsTheTableToAnExistingFileAndKeepsItsData() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("strata.sqlite")
            var before = DatabaseMigrator()
            before.registerMigration("v1 settings") { db in
                try db.create(table: "setting") { table in
                    table.primaryKey("key", .text)
                    table.column("value", .text).notNull()
                }
            }
            do {
                let old = try SQLiteDatabase.open(file: file, contents: .userData, migrator: before)
                try await old.writer.write { db in
                    try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('language', 'ko')")
                }
            }
            let database = try UsersDataFixtures.userDatabase(in: directory)
            try await SQLiteGitHubUserBookmarkStore(database: database).setBookmarked(true, for: Self.user(1))
            let language = try await database.writer.read { db in
                try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'language'")
            }
            #expect(language == "ko")
            #expect(try rows(database).count == 1)
        }
    }
}
