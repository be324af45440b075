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

/// What opening a database had to do about a corrupt file; the app reports it.
public enum DatabaseRecovery: Sendable, Equatable, CustomStringConvertible {
    case rebuiltCache(file: URL)
    case movedAside(file: URL, to: URL)

    public var description: String {
        switch self {
        case .rebuiltCache(let file):
            "The cache \(file.lastPathComponent) was corrupt and has been rebuilt."
        case .movedAside(let file, let destination):
            "The database \(file.lastPathComponent) was corrupt. It was moved to \(destination.path) "
                + "so nothing is lost, and a new one was started."
        }
    }
}

/// A database file could not be opened: why, for the message the app words, and the underlying error, for
/// developers (`description`).
public struct DatabaseOpeningError: Error, CustomStringConvertible, Sendable {
    /// What kept the file from opening, as far as the person who runs the app can act on it.
    public enum Cause: Sendable, Equatable {
        /// The folder cannot be created, or the file cannot be created or written (permissions, a read-only
        /// disk, a file where the folder should be).
        case unwritable
        /// The disk is full.
        case full
        /// The file is corrupt and could not be set aside.
        case damaged
        /// Anything else; `reason` says what.
        case other
    }

    public var file: URL
    public var cause: Cause
    /// The underlying error.
    public var reason: String
    public var description: String { "Cannot open the database \(file.path): \(reason)" }

    public init(file: URL, cause: Cause, reason: String) {
        self.file = file
        self.cause = cause
        self.reason = reason
    }

    /// The cause of a failure to create the file's folder.
    static func cause(ofCreatingDirectory error: any Error) -> Cause {
        if let error = error as? CocoaError, error.code == .fileWriteOutOfSpace {
            return .full
        }
        if (error as NSError).domain == NSPOSIXErrorDomain, (error as NSError).code == Int(ENOSPC) {
            return .full
        }
        return .unwritable
    }

    /// The cause of a failure to open, check or migrate the file.
    static func cause(ofOpening error: any Error) -> Cause {
        guard let error = error as? DatabaseError else { return .other }
        switch error.resultCode {
        case .SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH: return .unwritable
        case .SQLITE_FULL: return .full
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return .damaged
        default: return .other
        }
    }
}

/// One SQLite file opened through GRDB in WAL mode, migrated to its schema, with corruption handled by the
/// file's `DatabaseContents`.
public struct SQLiteDatabase: Sendable {
    public let file: URL
    public let writer: DatabasePool
    /// One read-only connection of its own for the short reads a page makes on every load (the bookmarked ids,
    /// the saved station, a cached response), with `readInPlace(_:)`. NB: a read of the pool checks a reader out (a semaphore and a
    /// lock) and asks SQLite for the schema version first, to keep GRDB's schema cache fresh: a second read
    /// transaction, with its own file locks. These reads are plain SQL, which SQLite prepares again itself when
    /// the schema changes, so they do without (`scripts/page-cost /air-quality`: 19,000 → 26,600 requests/s).
    let pageReader: DatabaseQueue
    /// Set when the file was corrupt and had to be rebuilt or moved aside.
    public let recovery: DatabaseRecovery?

    /// Opens (creating if needed) `file`, checks its integrity and migrates it. Something other than a file
    /// where the file (or its `-wal`, `-shm`) should be, a directory say, is moved aside whatever the contents
    /// (never deleted: it may hold anything) and reported, and a new file is started.
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
        var setAside: DatabaseRecovery?
        if companions(of: file).contains(where: { isNotAFile($0.path) }) {
            do {
                setAside = try moveAside(file, now: now())
            } catch {
                throw DatabaseOpeningError(
                    file: file, cause: .damaged,
                    reason: "something other than a file is in its place and could not be set aside (\(error))")
            }
        }
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
            // NB: checked through the page reader: a read of the pool's opens one of its readers, which then stays
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

    private static func companions(of file: URL) -> [URL] {
        ["", "-wal", "-shm"].map { URL(fileURLWithPath: file.path + $0) }
    }

    /// Whether `path` names something that is there but is no regular file (after symbolic links): a
    /// directory, a socket, a pipe, a device.
    private static func isNotAFile(_ path: String) -> Bool {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let type = try? FileManager.default.attributesOfItem(atPath: resolved)[.type] as? FileAttributeType
        else { return false }
        return type != .typeRegular
    }

    /// Moves `file` and its companions aside as `file.corrupt-<stamp>` (`-wal`, `-shm`).
    private static func moveAside(_ file: URL, now: Date) throws -> DatabaseRecovery {
        let manager = FileManager.default
        let destination = uniqueDestination(for: file, stamp: Self.timestamp(now))
        for (companion, suffix) in zip(companions(of: file), ["", "-wal", "-shm"])
        where (try? manager.attributesOfItem(atPath: companion.path)) != nil {
            try manager.moveItem(at: companion, to: URL(fileURLWithPath: destination.path + suffix))
        }
        return .movedAside(file: file, to: destination)
    }

    private static func recover(_ file: URL, contents: DatabaseContents, now: Date) throws -> DatabaseRecovery {
        let manager = FileManager.default
        do {
            switch contents {
            case .cache:
                for companion in companions(of: file) where manager.fileExists(atPath: companion.path) {
                    try manager.removeItem(at: companion)
                }
                return .rebuiltCache(file: file)
            case .userData:
                return try moveAside(file, now: now)
            }
        } catch {
            throw DatabaseOpeningError(
                file: file, cause: .damaged, reason: "the file is corrupt and could not be set aside (\(error))")
        }
    }

    /// `file.corrupt-<stamp>`, or `…-2`, `…-3` when an earlier corruption in the same second took the name.
    private static func uniqueDestination(for file: URL, stamp: String) -> URL {
        let manager = FileManager.default
        let base = file.path + ".corrupt-" + stamp
        var candidate = base
        var number = 1
        while ["", "-wal", "-shm"].contains(where: { manager.fileExists(atPath: candidate + $0) }) {
            number += 1
            candidate = "\(base)-\(number)"
        }
        return URL(fileURLWithPath: candidate)
    }

    private static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = .utc
        formatter.timeZone = Calendar.utc.timeZone
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }
}

private struct CorruptDatabase: Error {
    var details: String
}
