import DataLayer
import Foundation
import GRDB
import TestSupport
import Testing

/// The change stamp the web ring keeps pages by, on a real `strata.sqlite` in a temporary directory: it moves with
/// this process's commits and with another connection's (as another process makes), and not with reads.
@Suite struct SQLiteDatabaseChangeStampTests {
    @Test func aCommitMovesTheStampAndAReadDoesNot() async throws {
        try await withTemporaryDirectory { directory in
            let database = try UsersDataFixtures.userDatabase(in: directory)
            let before = database.changeStamp
            _ = try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM setting") }
            #expect(database.changeStamp == before)

            try await database.writer.write { db in
                try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('airQuality.stationName', '중구')")
            }
            let afterOwnCommit = database.changeStamp
            #expect(afterOwnCommit != before)
            #expect(database.changeStamp == afterOwnCommit)
        }
    }

    @Test func aCommitFromAnotherConnectionMovesTheStamp() async throws {
        try await withTemporaryDirectory { directory in
            let database = try UsersDataFixtures.userDatabase(in: directory)
            let before = database.changeStamp
            try await DatabaseQueue(path: database.file.path).write { db in
                try db.execute(sql: "INSERT INTO setting (key, value) VALUES ('airQuality.stationName', '강남구')")
            }
            #expect(database.changeStamp != before)
        }
    }
}
