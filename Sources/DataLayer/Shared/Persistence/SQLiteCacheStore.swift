import DomainLayer
import Foundation
import GRDB
import Logging

/// Bytes by key in one namespace of `cache.sqlite`'s cache table, with the policy's age limit and size cap:
/// an entry older than the age limit is not served, a read marks the entry used, and a write trims the
/// namespace to the cap, least recently used first, then gives the freed pages back to the file system so
/// the files on disk (WAL included) stay near the cap. The response and image caches are this store.
///
/// A row is read as anything a file can hold: a row that cannot be read (text where a time should be, a time
/// no clock of this app wrote) is a miss, and is deleted as it is found, since the file's integrity check
/// passes and nothing else would ever remove it.
struct SQLiteCacheStore: Sendable {
    let policy: CachePolicy
    private let database: DatabasePool
    private let pageReader: DatabaseQueue
    private let namespace: String
    private let now: @Sendable () -> Date

    init(database: SQLiteDatabase, namespace: String, policy: CachePolicy, now: @escaping @Sendable () -> Date) {
        self.database = database.writer
        self.pageReader = database.pageReader
        self.namespace = namespace
        self.policy = policy
        self.now = now
    }

    /// One entry as a read found it.
    struct Entry {
        /// The bytes.
        var data: Data
        /// When they were stored, in seconds since 1970.
        var storedAt: Double
        /// When the entry was last marked used (by this read, or up to `accessResolution` before it).
        var accessedAt: Double
    }

    /// The entry stored under `key`, or nil when there is none, it is older than the age limit (or than
    /// `maxAge`, when that is shorter), or its row cannot be read (`readable(_:at:)`). An entry past the policy's
    /// age limit is deleted, and so is a row that cannot be read.
    ///
    /// A read marks the entry used at most once a minute, so reads of a popular entry stay concurrent reads
    /// instead of queueing as writes (the size cap's order is kept to the minute).
    func entry(forKey key: String, maxAge: Duration? = nil) async throws -> Entry? {
        let now = now().timeIntervalSince1970
        let namespace = namespace
        let found = try pageReader.readInPlace { db -> Row? in
            // A cached statement is parsed once per connection, not on every read.
            let statement = try db.cachedStatement(
                sql: "SELECT value, storedAt, accessedAt FROM response_cache WHERE namespace = ? AND key = ?")
            return try Row.fetchOne(statement, arguments: [namespace, key])
        }
        guard let found else { return nil }
        guard var entry = Self.readable(found, at: now) else {
            Self.logger.warning("A cache row that cannot be read is dropped", metadata: ["namespace": "\(namespace)"])
            // A broken row is a miss even when it cannot be deleted (a full disk): the read never fails for it.
            try? await remove(key, storedAt: found.decode(DatabaseValue.self, forColumn: "storedAt"))
            return nil
        }
        guard entry.storedAt >= oldestServed(at: now, maxAge: maxAge) else {
            if entry.storedAt < oldestServed(at: now, maxAge: nil) {
                try await remove(key, storedAt: entry.storedAt)
            }
            return nil
        }
        if now - entry.accessedAt >= Self.accessResolution {
            try await database.write { db in
                try db.execute(
                    sql: "UPDATE response_cache SET accessedAt = ? WHERE namespace = ? AND key = ?",
                    arguments: [now, namespace, key])
            }
            entry.accessedAt = now
        }
        return entry
    }

    /// The entry `row` holds, or nil when it cannot be read: a column that is not what this store writes (text
    /// where a time should be, a number for the bytes), or a time no clock of this app wrote, as it is not finite
    /// or is more than `clockTolerance` after `now`. A row stored by a clock set ahead would otherwise be fresh, and
    /// its old measurements shown as current, until the clock caught up.
    static func readable(_ row: Row, at now: Double) -> Entry? {
        guard let data = try? row.decode(Data.self, forColumn: "value"),
            let storedAt = try? row.decode(Double.self, forColumn: "storedAt"),
            let accessedAt = try? row.decode(Double.self, forColumn: "accessedAt"),
            storedAt.isFinite, accessedAt.isFinite, storedAt <= now + clockTolerance,
            accessedAt <= now + clockTolerance
        else { return nil }
        return Entry(data: data, storedAt: storedAt, accessedAt: accessedAt)
    }

    /// How far after the current time a row's times may be and still be read, in seconds: a clock may be set
    /// back a little (as a time service corrects it) after a row was stored.
    static let clockTolerance: Double = 300

    /// Deletes the row under `key` if it is still the one stored at `storedAt` (as read, whatever its type), so
    /// a row stored again since it was read is kept.
    func remove(_ key: String, storedAt: DatabaseValue) async throws {
        let namespace = namespace
        try await database.write { db in
            try db.execute(
                sql: "DELETE FROM response_cache WHERE namespace = ? AND key = ? AND storedAt IS ?",
                arguments: [namespace, key, storedAt])
        }
    }

    /// Deletes the row under `key` if it is still the one stored at `storedAt` (an entry's `storedAt`).
    func remove(_ key: String, storedAt: Double) async throws {
        try await remove(key, storedAt: storedAt.databaseValue)
    }

    static let logger = Logger(label: "strata.cache")

    /// The time before which an entry is not served at `now`: the age limit's, or `maxAge`'s when shorter.
    func oldestServed(at now: Double, maxAge: Duration?) -> Double {
        now - min(policy.maxAge, maxAge ?? policy.maxAge).timeInterval
    }

    /// The current time, in seconds since 1970.
    func currentTime() -> Double {
        now().timeIntervalSince1970
    }

    /// How often a read marks an entry used, in seconds.
    static let accessResolution: Double = 60

    /// Stores `data` under `key`, then trims the namespace to the size cap; returns when it was stored and the
    /// keys the trim deleted.
    @discardableResult
    func store(_ data: Data, forKey key: String) async throws -> (storedAt: Double, evicted: [String]) {
        let now = now().timeIntervalSince1970
        let namespace = namespace
        let maxBytes = policy.maxBytes
        let evicted = try await database.write { db -> [String] in
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO response_cache (namespace, key, value, byteCount, storedAt, accessedAt)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [namespace, key, data, data.count, now, now])
            return try Self.trim(db, namespace: namespace, maxBytes: maxBytes)
        }
        if !evicted.isEmpty {
            try await SQLiteDatabase.releaseFreePages(database)
        }
        return (now, evicted)
    }

    /// The number of entries and their total size in this namespace.
    func usage() async throws -> (entries: Int, bytes: Int) {
        let namespace = namespace
        return try await database.read { db in
            let row = try Row.fetchOne(
                db,
                sql: "SELECT COUNT(*) AS n, TOTAL(\(Self.size)) AS bytes FROM response_cache WHERE namespace = ?",
                arguments: [namespace])
            let bytes = try row?.decode(Double.self, forColumn: "bytes") ?? 0
            return (try row?.decode(Int.self, forColumn: "n") ?? 0, Int(min(bytes, Double(1 << 53))))
        }
    }

    /// A row's size as the cap counts it: its `byteCount` as a number from 0 to 10^15, whatever the column holds
    /// (a damaged row's `1e300`, a negative, text), so sums of sizes are finite and exact, and nothing traps.
    private static let size = "MIN(MAX(COALESCE(CAST(byteCount AS REAL), 0), 0), 1e15)"

    /// Deletes the least recently used entries until the namespace fits; returns their keys.
    private static func trim(_ db: Database, namespace: String, maxBytes: Int) throws -> [String] {
        var total =
            try Double.fetchOne(
                db, sql: "SELECT TOTAL(\(size)) FROM response_cache WHERE namespace = ?", arguments: [namespace]) ?? 0
        guard total > Double(maxBytes) else { return [] }
        let entries = try Row.fetchAll(
            db,
            sql: """
                SELECT key, \(size) AS byteCount FROM response_cache WHERE namespace = ?
                ORDER BY accessedAt, storedAt
                """,
            arguments: [namespace])
        var evicted: [String] = []
        for entry in entries where total > Double(maxBytes) {
            let key = try entry.decode(DatabaseValue.self, forColumn: "key")
            try db.execute(
                sql: "DELETE FROM response_cache WHERE namespace = ? AND key IS ?", arguments: [namespace, key])
            total -= try entry.decode(Double.self, forColumn: "byteCount")
            if let key = String.fromDatabaseValue(key) {
                evicted.append(key)
            }
        }
        return evicted
    }
}
