import DataLayer
import DomainLayer
import Foundation
import GRDB
import TestSupport
import Testing

/// The watcher of commits made elsewhere, on a real `strata.sqlite` in a temporary directory, looking as often
/// as it can (`YieldingClock`), so each test awaits what a look finds.
@Suite(.timeLimit(.minutes(1))) struct SQLiteCommitWatcherTests {
    /// The watcher's question "is anyone listening?", answered by the test, which can wait until it is asked
    /// again: the look before the answer has then ended.
    actor ListeningGate {
        private var isOpen = true
        private var asked = 0
        private var waiters: [(times: Int, continuation: CheckedContinuation<Void, Never>)] = []

        func ask() -> Bool {
            asked += 1
            waiters.removeAll { waiter in
                guard waiter.times <= asked else { return false }
                waiter.continuation.resume()
                return true
            }
            return isOpen
        }

        /// Returns once the watcher asked `more` more times.
        func waitUntilAsked(_ more: Int) async {
            let times = asked + more
            await withCheckedContinuation { continuation in
                if asked >= times {
                    continuation.resume()
                } else {
                    waiters.append((times, continuation))
                }
            }
        }

        func close() {
            isOpen = false
        }
    }

    /// A connection of its own on `database`'s file, as another process has.
    func otherConnection(to database: SQLiteDatabase) throws -> DatabaseQueue {
        try DatabaseQueue(path: database.file.path)
    }

    /// What the stream yields from now until it ends, once the watcher looked again after what was done before
    /// and the gate then closed.
    func yieldsUntilClosed(_ stream: AsyncStream<Void>, _ gate: ListeningGate) async -> Int {
        // Asked twice more: the look after the first question has ended.
        await gate.waitUntilAsked(2)
        await gate.close()
        var count = 0
        for await _ in stream {
            count += 1
        }
        return count
    }

    @Test func aCommitFromAnotherConnectionIsReported() async throws {
        try await withTemporaryDirectory { directory in
            let database = try UsersDataFixtures.userDatabase(in: directory)
            let gate = ListeningGate()
            let stream = SQLiteCommitWatcher(database: database, clock: YieldingClock()).commits { await gate.ask() }
            var commits = stream.makeAsyncIterator()

            try await otherConnection(to: database).write { db in
                try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('airQuality.stationName', '중구')")
            }

            #expect(await commits.next() != nil)
            await gate.close()
            #expect(await commits.next() == nil)
        }
    }

    @Test func aWatcherOfFileWritesReportsACommitFromAnotherConnectionAndAsksAtTheNextWrite() async throws {
        try await withTemporaryDirectory { directory in
            let database = try UsersDataFixtures.userDatabase(in: directory)
            let other = try otherConnection(to: database)
            let gate = ListeningGate()
            let stream = SQLiteCommitWatcher.watchingFileWrites(of: database).commits { await gate.ask() }
            var commits = stream.makeAsyncIterator()

            try await other.write { db in
                try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('airQuality.stationName', '중구')")
            }
            #expect(await commits.next() != nil)

            // It looks only when a file is written, so the closed gate is asked at the next commit.
            await gate.close()
            try await other.write { db in
                try db.execute(sql: "UPDATE setting SET value = '강남구' WHERE key = 'airQuality.stationName'")
            }
            #expect(await commits.next() == nil)
        }
    }

    @Test func thisDatabasesOwnReadsAndWritesAreNotReported() async throws {
        try await withTemporaryDirectory { directory in
            let database = try UsersDataFixtures.userDatabase(in: directory)
            let gate = ListeningGate()
            let stream = SQLiteCommitWatcher(database: database, clock: YieldingClock()).commits { await gate.ask() }
            let bookmarks = SQLiteGitHubUserBookmarkStore(database: database)
            let settings = SQLiteAirQualityStationSettingStore(database: database)

            try await bookmarks.setBookmarked(true, for: GitHubUserFixtures.user(7))
            try await settings.saveStationName("중구")
            _ = try await bookmarks.bookmarkedIDs()
            _ = try await settings.savedStationName()
            _ = try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM setting") }

            #expect(await yieldsUntilClosed(stream, gate) == 0)
        }
    }

    @Test func severalCommitsBetweenTwoLooksAreReportedOnceAndLaterOnesAgain() async throws {
        try await withTemporaryDirectory { directory in
            let database = try UsersDataFixtures.userDatabase(in: directory)
            let other = try otherConnection(to: database)
            let gate = ListeningGate()
            let stream = SQLiteCommitWatcher(database: database, clock: YieldingClock()).commits { await gate.ask() }
            var commits = stream.makeAsyncIterator()

            for name in ["중구", "강남구"] {
                try await other.write { db in
                    try db.execute(
                        sql: "INSERT OR REPLACE INTO setting (key, value) VALUES ('airQuality.stationName', ?)",
                        arguments: [name])
                }
                #expect(await commits.next() != nil)
            }
            await gate.close()
            #expect(await commits.next() == nil)
        }
    }

    @Test func aFileGarbledAfterOpeningReportsNothingAndEndsNothing() async throws {
        try await withTemporaryDirectory { directory in
            let database = try UsersDataFixtures.userDatabase(in: directory)
            let gate = ListeningGate()
            let stream = SQLiteCommitWatcher(database: database, clock: YieldingClock()).commits { await gate.ask() }

            try Data(repeating: 0x5A, count: 8192).write(to: database.file)
            for suffix in ["-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: database.file.path + suffix)
            }

            #expect(await yieldsUntilClosed(stream, gate) == 0)
        }
    }
}
