import DataLayer
import Foundation
import GRDB
import TestSupport
import Testing

@Suite struct SQLiteDatabaseTests {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "note") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("text", .text).notNull()
            }
        }
        return migrator
    }()

    static let morning = Date(timeIntervalSince1970: 1_763_719_200)  // 2025-11-21T10:00:00Z

    func open(_ file: URL, _ contents: DatabaseContents) throws -> SQLiteDatabase {
        try SQLiteDatabase.open(file: file, contents: contents, migrator: Self.migrator, now: { Self.morning })
    }

    func insertNotes(_ database: SQLiteDatabase, count: Int) throws {
        try database.writer.write { db in
            for index in 0..<count {
                try db.execute(
                    sql: "INSERT INTO note (text) VALUES (?)",
                    arguments: ["note \(index) " + String(repeating: "x", count: 500)])
            }
        }
    }

    func noteCount(_ database: SQLiteDatabase) throws -> Int {
        try database.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM note") ?? -1 }
    }

    @Test func aNewFileIsCreatedInWALModeAndMigrated() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("nested/strata.sqlite")
            let database = try open(file, .userData)
            #expect(database.recovery == nil)
            let mode = try database.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
            #expect(mode == "wal")
            #expect(try noteCount(database) == 0)
        }
    }

    @Test func dataSurvivesReopening() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("strata.sqlite")
            try insertNotes(try open(file, .userData), count: 3)
            let reopened = try open(file, .userData)
            #expect(reopened.recovery == nil)
            #expect(try noteCount(reopened) == 3)
        }
    }

    @Test func aGarbageUserDatabaseIsMovedAsideWithATimestampAndReported() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("strata.sqlite")
            let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            try garbage.write(to: file)

            let database = try open(file, .userData)

            let aside = directory.appendingPathComponent("strata.sqlite.corrupt-20251121T100000Z")
            #expect(database.recovery == .movedAside(file: file, to: aside))
            #expect(try Data(contentsOf: aside) == garbage)
            #expect(try noteCount(database) == 0)
        }
    }

    @Test func aSecondCorruptionInTheSameSecondIsSetAsideUnderAnotherName() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("strata.sqlite")
            var moved: [URL] = []
            for garbage in [Data(repeating: 0x41, count: 4096), Data(repeating: 0x42, count: 4096)] {
                try garbage.write(to: file)
                let database = try open(file, .userData)
                guard case .movedAside(_, let aside) = database.recovery else {
                    Issue.record("expected the file to be moved aside, got \(String(describing: database.recovery))")
                    return
                }
                try database.writer.close()
                for suffix in ["", "-wal", "-shm"] {
                    try? FileManager.default.removeItem(atPath: file.path + suffix)
                }
                moved.append(aside)
            }
            #expect(
                moved.map(\.lastPathComponent) == [
                    "strata.sqlite.corrupt-20251121T100000Z", "strata.sqlite.corrupt-20251121T100000Z-2",
                ])
            #expect(try Data(contentsOf: moved[0]) == Data(repeating: 0x41, count: 4096))
            #expect(try Data(contentsOf: moved[1]) == Data(repeating: 0x42, count: 4096))
        }
    }

    @Test func aTruncatedUserDatabaseIsMovedAsideNotDeleted() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("strata.sqlite")
            do {
                let database = try open(file, .userData)
                try insertNotes(database, count: 200)
                _ = try database.writer.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
                try database.writer.close()
            }
            let whole = try Data(contentsOf: file)
            try whole.prefix(whole.count / 2).write(to: file)

            let database = try open(file, .userData)

            guard case .movedAside(_, let aside) = database.recovery else {
                Issue.record("expected the file to be moved aside, got \(String(describing: database.recovery))")
                return
            }
            #expect(try Data(contentsOf: aside) == whole.prefix(whole.count / 2))
            #expect(try noteCount(database) == 0)
        }
    }

    @Test func aCorruptCacheIsRebuiltInPlace() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("cache.sqlite")
            try Data("this is not a database, just text".utf8).write(to: file)

            let database = try open(file, .cache)

            #expect(database.recovery == .rebuiltCache(file: file))
            #expect(try noteCount(database) == 0)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.contains("corrupt") }
            #expect(leftovers == [])
        }
    }

    @Test func aFolderThatCannotBeMadeIsUnwritable() async throws {
        try await withTemporaryDirectory { directory in
            let blocker = directory.appendingPathComponent("file")
            try Data().write(to: blocker)
            let error = #expect(throws: DatabaseOpeningError.self) {
                try open(blocker.appendingPathComponent("strata.sqlite"), .userData)
            }
            #expect(error?.cause == .unwritable)
            #expect(error?.description.contains("NSCocoaErrorDomain") == true)
        }
    }

    @Test(arguments: [("cache.sqlite", DatabaseContents.cache), ("strata.sqlite", DatabaseContents.userData)])
    func aDirectoryInTheFilesPlaceIsMovedAsideWithItsContentsAndReported(
        name: String, contents: DatabaseContents
    ) async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            let inside = file.appendingPathComponent("keep.txt")
            try Data("mine".utf8).write(to: inside)

            let database = try open(file, contents)

            // NB: the name moved aside is now a directory's, so compared by path (a URL marks a directory).
            let aside = directory.appendingPathComponent("\(name).corrupt-20251121T100000Z")
            guard case .movedAside(let moved, let destination) = database.recovery else {
                Issue.record("nothing was moved aside: \(String(describing: database.recovery))")
                return
            }
            #expect(moved.path == file.path)
            #expect(destination.path == aside.path)
            #expect(try Data(contentsOf: aside.appendingPathComponent("keep.txt")) == Data("mine".utf8))
            try insertNotes(database, count: 2)
            #expect(try noteCount(database) == 2)
        }
    }

    @Test func aDirectoryInTheWALsPlaceIsMovedAsideWithTheFileAndItsDataKept() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("strata.sqlite")
            try insertNotes(try open(file, .userData), count: 3)
            try? FileManager.default.removeItem(atPath: file.path + "-wal")
            try FileManager.default.createDirectory(
                atPath: file.path + "-wal", withIntermediateDirectories: false)

            let database = try open(file, .userData)

            let aside = directory.appendingPathComponent("strata.sqlite.corrupt-20251121T100000Z")
            #expect(database.recovery == .movedAside(file: file, to: aside))
            #expect(FileManager.default.fileExists(atPath: aside.path))
            #expect(try noteCount(database) == 0)
        }
    }
}
