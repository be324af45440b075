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

            // The name moved aside is now a directory's, so compared by path (a URL marks a directory).
            let aside = directory.appendingPathComponent("\(name).corrupt-20251121T100000Z")
            guard case .setAside(let moved, let found, let destination) = database.recovery else {
                Issue.record("nothing was moved aside: \(String(describing: database.recovery))")
                return
            }
            #expect(moved.path == file.path)
            #expect(found.kind == .directory)
            #expect(found.path.path == file.path)
            #expect(destination.path == aside.path)
            #expect(
                database.recovery?.description
                    == "A folder was where the database file \(file.path) should be. It was moved to \(aside.path) "
                    + "untouched, and a new file was started.")
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
            let wal = URL(fileURLWithPath: file.path + "-wal", isDirectory: false)
            #expect(
                database.recovery
                    == .setAside(
                        file: file, found: NotAFile(kind: .directory, path: wal),
                        to: URL(fileURLWithPath: aside.path + "-wal", isDirectory: false)))
            #expect(FileManager.default.fileExists(atPath: aside.path))
            #expect(try noteCount(database) == 0)
        }
    }

    // MARK: - A symbolic link in a file's place

    /// `count` notes in a database of its own at `file`, closed, and its bytes.
    func otherDatabase(at file: URL, notes count: Int) throws -> Data {
        do {
            let database = try open(file, .userData)
            try insertNotes(database, count: count)
            _ = try database.writer.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            try database.writer.close()
        }
        for suffix in ["-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: file.path + suffix)
        }
        return try Data(contentsOf: file)
    }

    /// Whether a link is at `path` (not what it points to).
    func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    @Test(arguments: [DatabaseContents.cache, .userData])
    func aLinkInTheFilesPlaceIsMovedAsideNeverFollowedAndItsTargetLeftByteForByte(
        contents: DatabaseContents
    ) async throws {
        try await withTemporaryDirectory { directory in
            let elsewhere = directory.appendingPathComponent("elsewhere", isDirectory: true)
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
            let target = elsewhere.appendingPathComponent("theirs.sqlite")
            let before = try otherDatabase(at: target, notes: 3)
            let file = directory.appendingPathComponent(contents == .cache ? "cache.sqlite" : "strata.sqlite")
            try FileManager.default.createSymbolicLink(at: file, withDestinationURL: target)

            let database = try open(file, contents)
            try insertNotes(database, count: 2)
            try database.writer.close()

            let aside = directory.appendingPathComponent("\(file.lastPathComponent).corrupt-20251121T100000Z")
            #expect(
                database.recovery
                    == .setAside(file: file, found: NotAFile(kind: .symbolicLink, path: file), to: aside))
            #expect(try Data(contentsOf: target) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["theirs.sqlite"])
            #expect(isLink(aside.path))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: aside.path) == target.path)
            #expect(!isLink(file.path))
            #expect(try noteCount(try open(file, contents)) == 2)
            #expect(
                database.recovery?.description
                    == "A link was where the database file \(file.path) should be. It was moved to \(aside.path) "
                    + "untouched (what it points to too), and a new file was started.")
        }
    }

    @Test func aCacheLinkedToTheUserDataFilePutsNoCacheTableInIt() async throws {
        try await withTemporaryDirectory { directory in
            let userFile = directory.appendingPathComponent("strata.sqlite")
            let userBytes = try otherDatabase(at: userFile, notes: 4)
            let cacheFile = directory.appendingPathComponent("cache.sqlite")
            try FileManager.default.createSymbolicLink(at: cacheFile, withDestinationURL: userFile)
            var cacheMigrator = DatabaseMigrator()
            cacheMigrator.registerMigration("cache") { db in
                try db.create(table: "cache_only") { table in table.column("key", .text) }
            }

            let cache = try SQLiteDatabase.open(
                file: cacheFile, contents: .cache, migrator: cacheMigrator, now: { Self.morning })
            try cache.writer.close()

            #expect(try Data(contentsOf: userFile) == userBytes)
            let user = try open(userFile, .userData)
            let tables = try user.writer.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            }
            #expect(!tables.contains("cache_only"))
            #expect(try noteCount(user) == 4)
            guard case .setAside(_, let found, _) = cache.recovery else {
                Issue.record("the link was not set aside: \(String(describing: cache.recovery))")
                return
            }
            #expect(found.kind == .symbolicLink)
        }
    }

    @Test(arguments: ["-wal", "-shm", "-journal"])
    func aLinkInACompanionsPlaceIsMovedAsideWithTheFileAndItsTargetLeftAlone(suffix: String) async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("strata.sqlite")
            let kept = try otherDatabase(at: file, notes: 3)
            let target = directory.appendingPathComponent("target.bin")
            let theirs = Data("not SQLite's".utf8)
            try theirs.write(to: target)
            try FileManager.default.createSymbolicLink(
                at: URL(fileURLWithPath: file.path + suffix), withDestinationURL: target)

            let database = try open(file, .userData)

            let aside = directory.appendingPathComponent("strata.sqlite.corrupt-20251121T100000Z")
            #expect(
                database.recovery
                    == .setAside(
                        file: file,
                        found: NotAFile(kind: .symbolicLink, path: URL(fileURLWithPath: file.path + suffix)),
                        to: URL(fileURLWithPath: aside.path + suffix)))
            #expect(try Data(contentsOf: target) == theirs)
            #expect(try Data(contentsOf: aside) == kept)
            #expect(isLink(aside.path + suffix))
            #expect(try noteCount(database) == 0)
        }
    }

    @Test func aLinkThatPointsNowhereIsMovedAsideToo() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("cache.sqlite")
            let nowhere = directory.appendingPathComponent("missing/cache.sqlite")
            try FileManager.default.createSymbolicLink(at: file, withDestinationURL: nowhere)

            let database = try open(file, .cache)

            let aside = directory.appendingPathComponent("cache.sqlite.corrupt-20251121T100000Z")
            #expect(
                database.recovery
                    == .setAside(file: file, found: NotAFile(kind: .symbolicLink, path: file), to: aside))
            #expect(!FileManager.default.fileExists(atPath: nowhere.path))
            #expect(!FileManager.default.fileExists(atPath: nowhere.deletingLastPathComponent().path))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: aside.path) == nowhere.path)
        }
    }

    @Test(.enabled(if: getuid() != 0, "root renames in any folder"))
    func somethingThatCannotBeSetAsideIsWordedAsWhatItIs() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("strata.sqlite")
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            // The folder cannot be renamed in a folder that cannot be written.
            try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: directory.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path) }

            let error = #expect(throws: DatabaseOpeningError.self) { try open(file, .userData) }

            #expect(error?.cause == .notAFile)
        }
    }
}
