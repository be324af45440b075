import DomainLayer
import Foundation
import GRDB
import TestSupport
import Testing

@testable import DataLayer

/// A save made while another Strata (another connection on the same `strata.sqlite`, as another process has)
/// holds the file's write lock fails as `StorageError.busy`, which a screen words as such, and changes nothing;
/// once the lock is let go the same save succeeds. The store's writing connection waits 20 ms for the lock
/// instead of its usual seconds, so a test waits no longer than that.
@Suite(.timeLimit(.minutes(1))) struct WritesBlockedByAnotherProcessTests {
    /// Another connection on `database`'s file holding its write lock, as another process in a long write.
    struct WriteLock {
        private let connection: DatabaseQueue

        init(on database: SQLiteDatabase) throws {
            var configuration = Configuration()
            // The transaction is left open between accesses on purpose: it is the lock.
            configuration.allowsUnsafeTransactions = true
            connection = try DatabaseQueue(path: database.file.path, configuration: configuration)
            try connection.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        }

        func release() throws {
            try connection.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        }
    }

    /// `strata.sqlite` in `directory`, whose writing connection gives up on a held lock after 20 ms.
    func userDatabase(in directory: URL) async throws -> SQLiteDatabase {
        let database = try UsersDataFixtures.userDatabase(in: directory)
        try await database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA busy_timeout = 20") }
        return database
    }

    @Test func aStarBlockedByAnotherProcessIsBusyAndIsSavedOnceTheLockIsLetGo() async throws {
        try await withTemporaryDirectory { directory in
            let log = LogCapture()
            let database = try await userDatabase(in: directory)
            let store = SQLiteGitHubUserBookmarkStore(database: database, logger: log.logger())
            let user = GitHubUser(id: 7, login: "user7", avatarURL: "https://avatars.example/u/7?v=4")
            let lock = try WriteLock(on: database)

            await #expect(throws: StorageError.busy) { try await store.setBookmarked(true, for: user) }
            #expect(try await store.bookmarkedIDs() == [])
            #expect(log.messages.filter { $0.contains("A bookmark could not be saved") }.count == 1)

            try lock.release()
            #expect(try await store.setBookmarked(true, for: user))
            #expect(try await store.bookmarks().map(\.user) == [user])
        }
    }

    @Test func aStationBlockedByAnotherProcessIsBusyAndIsSavedOnceTheLockIsLetGo() async throws {
        try await withTemporaryDirectory { directory in
            let log = LogCapture()
            let database = try await userDatabase(in: directory)
            let store = SQLiteAirQualityStationSettingStore(database: database, logger: log.logger())
            try await store.saveStationName("중구")
            let lock = try WriteLock(on: database)

            await #expect(throws: StorageError.busy) { try await store.saveStationName("강남구") }
            #expect(try await store.savedStationName() == "중구")
            #expect(log.messages.filter { $0.contains("The chosen station could not be saved") }.count == 1)

            try lock.release()
            try await store.saveStationName("강남구")
            #expect(try await store.savedStationName() == "강남구")
        }
    }

    @Test func aRecentSearchBlockedByAnotherProcessIsBusyAndIsSavedOnceTheLockIsLetGo() async throws {
        try await withTemporaryDirectory { directory in
            let log = LogCapture()
            let database = try await userDatabase(in: directory)
            let store = SQLiteMovieQueriesStore(database: database, logger: log.logger())
            let first = try MoviesDataFixtures.query("space")
            let second = try MoviesDataFixtures.query("star")
            try await store.save(first)
            let lock = try WriteLock(on: database)

            await #expect(throws: StorageError.busy) { try await store.save(second) }
            #expect(try await store.recentQueries(limit: 5) == [first])
            #expect(log.messages.filter { $0.contains("A recent search could not be saved") }.count == 1)

            try lock.release()
            try await store.save(second)
            #expect(try await store.recentQueries(limit: 5) == [second, first])
            let reopened = SQLiteMovieQueriesStore(database: try UsersDataFixtures.userDatabase(in: directory))
            #expect(try await reopened.recentQueries(limit: 5) == [second, first])
        }
    }

    /// SQLite's extended codes (a WAL snapshot gone stale, a lock in a shared cache) are the same cause.
    @Test(arguments: [
        ResultCode.SQLITE_BUSY, .SQLITE_BUSY_RECOVERY, .SQLITE_BUSY_SNAPSHOT, .SQLITE_BUSY_TIMEOUT, .SQLITE_LOCKED,
        .SQLITE_LOCKED_SHAREDCACHE, .SQLITE_LOCKED_VTAB,
    ])
    func aDatabaseHeldElsewhereIsBusyWhateverItsExtendedCode(code: ResultCode) {
        #expect(StorageError.of(DatabaseError(resultCode: code)) == .busy)
    }
}
