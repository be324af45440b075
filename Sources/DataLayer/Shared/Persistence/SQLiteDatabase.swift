import DomainLayer
import Foundation
import GRDB

/// What a database file holds, which decides what happens when the file is found corrupt.
public enum DatabaseContents: Sendable {
    /// Only data that can be fetched again: a corrupt file is deleted and rebuilt.
    case cache
    /// Data the user made (bookmarks, settings): a corrupt file is moved aside, never deleted.
    case userData
}

/// One SQLite file opened through GRDB in WAL mode, migrated to its schema, with corruption handled by the
/// file's `DatabaseContents`.
public struct SQLiteDatabase: Sendable {
    public let file: URL
    public let writer: DatabasePool
    /// One read-only connection of its own for the short reads a page makes on every load (the bookmarked ids,
    /// the saved station, a cached response), with `readInPlace(_:)`. A read of the pool checks a reader out (a semaphore and a
    /// lock) and asks SQLite for the schema version first, to keep GRDB's schema cache fresh: a second read
    /// transaction, with its own file locks. These reads are plain SQL, which SQLite prepares again itself when
    /// the schema changes, so they do without (`scripts/page-cost /air-quality` shows the difference).
    let pageReader: DatabaseQueue
    /// Set when the file was corrupt and had to be rebuilt or moved aside.
    public let recovery: DatabaseRecovery?
    private let changes: DatabaseChanges

    private init(file: URL, writer: DatabasePool, pageReader: DatabaseQueue, recovery: DatabaseRecovery?) {
        self.file = file
        self.writer = writer
        self.pageReader = pageReader
        self.recovery = recovery
        changes = DatabaseChanges(file: file)
        writer.add(transactionObserver: changes, extent: .databaseLifetime)
    }

    /// A number that moves whenever the file may have changed: with each commit through `writer`, and with each
    /// write to the file or its WAL by any process. Asking costs two `stat` calls, no trip to SQLite.
    public var changeStamp: Int { changes.stamp }

    /// Opens (creating if needed) `file`, checks its integrity and migrates it. Something other than a file
    /// where the file (or its `-wal`, `-shm`, `-journal`) should be, a directory or a symbolic link say, is moved
    /// aside untouched whatever the contents (never deleted, and a link never followed: it may point at anything,
    /// another database included) and reported, and a new file is started.
    /// - Parameter now: the time stamped on a moved-aside file's name.
    public static func open(
        file: URL,
        contents: DatabaseContents,
        migrator: DatabaseMigrator,
        now: @Sendable () -> Date = Date.init
    ) throws -> SQLiteDatabase {
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw DatabaseOpeningError(
                file: file, cause: DatabaseOpeningError.cause(ofCreatingDirectory: error), reason: "\(error)")
        }
        let setAside = try setAsideWhatIsNotAFile(file, now: now())
        do {
            let (writer, pageReader) = try openChecked(file, migrator, contents: contents)
            return SQLiteDatabase(file: file, writer: writer, pageReader: pageReader, recovery: setAside)
        } catch let error where isCorruption(error) {
            let recovery = try recover(file, contents: contents, now: now())
            do {
                let (writer, pageReader) = try openChecked(file, migrator, contents: contents)
                return SQLiteDatabase(
                    file: file, writer: writer, pageReader: pageReader, recovery: setAside ?? recovery)
            } catch {
                throw DatabaseOpeningError(
                    file: file, cause: DatabaseOpeningError.cause(ofOpening: error), reason: "\(error)")
            }
        } catch {
            throw DatabaseOpeningError(
                file: file, cause: DatabaseOpeningError.cause(ofOpening: error), reason: "\(error)")
        }
    }

    /// The most a WAL file keeps on disk after a checkpoint.
    static let walSizeLimit = 4 << 20

    /// Returns the pages freed by deletions to the file system and truncates the WAL, so a cache trimmed to
    /// its cap also shrinks on disk. The cache file uses incremental auto-vacuum for this.
    public static func releaseFreePages(_ database: DatabasePool) async throws {
        try await database.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA incremental_vacuum")
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
    }

    /// Opens the pool and the page reader, then checks and migrates the file.
    private static func openChecked(
        _ file: URL, _ migrator: DatabaseMigrator, contents: DatabaseContents
    ) throws -> (DatabasePool, DatabaseQueue) {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_size_limit = \(walSizeLimit)")
        }
        let pool = try DatabasePool(path: file.path, configuration: configuration)
        do {
            var readOnly = Configuration()
            readOnly.readonly = true
            readOnly.busyMode = configuration.busyMode
            let pageReader = try DatabaseQueue(path: file.path, configuration: readOnly)
            // Checked through the page reader: a read of the pool's opens one of its readers, which then stays
            // open (with its own schema and page cache) though no page reads through it.
            let check = try pageReader.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
            guard check == ["ok"] else { throw CorruptDatabase(details: check.joined(separator: "; ")) }
            if contents == .cache {
                try useIncrementalVacuum(pool)
            }
            try migrator.migrate(pool)
            return (pool, pageReader)
        } catch {
            try? pool.close()
            throw error
        }
    }

    /// Turns on incremental auto-vacuum (a file made before it needs one full VACUUM to switch).
    private static func useIncrementalVacuum(_ pool: DatabasePool) throws {
        try pool.barrierWriteWithoutTransaction { db in
            let mode = try Int.fetchOne(db, sql: "PRAGMA auto_vacuum") ?? 0
            guard mode != 2 else { return }
            try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL")
            try db.execute(sql: "VACUUM")
        }
    }

    private static func isCorruption(_ error: any Error) -> Bool {
        if error is CorruptDatabase { return true }
        guard let error = error as? DatabaseError else { return false }
        return [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode)
    }
}

private struct CorruptDatabase: Error {
    var details: String
}
