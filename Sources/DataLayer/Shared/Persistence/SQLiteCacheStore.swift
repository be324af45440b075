import DomainLayer
import Foundation
import GRDB

/// Bytes by key in one namespace of `cache.sqlite`'s cache table, with the policy's age limit and size cap:
/// an entry older than the age limit is not served, a read marks the entry used, and a write trims the
/// namespace to the cap, least recently used first, then gives the freed pages back to the file system so
/// the files on disk (WAL included) stay near the cap. The response and image caches are this store.
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

    /// The bytes stored under `key`, or nil when there are none or they are older than the age limit (or than
    /// `maxAge`, when that is shorter).
    func data(forKey key: String, maxAge: Duration? = nil) async throws -> Data? {
        try await entry(forKey: key, maxAge: maxAge)?.data
    }

    /// The entry stored under `key`, or nil when there is none or it is older than the age limit (or than
    /// `maxAge`, when that is shorter). An entry past the policy's age limit is deleted.
    ///
    /// A read marks the entry used at most once a minute, so reads of a popular entry stay concurrent reads
    /// instead of queueing as writes (the size cap's order is kept to the minute).
    func entry(forKey key: String, maxAge: Duration? = nil) async throws -> Entry? {
        let now = now().timeIntervalSince1970
        let namespace = namespace
        let found = try pageReader.readInPlace { db -> Entry? in
            // NB: a cached statement is parsed once per connection, not on every read.
            let statement = try db.cachedStatement(
                sql: "SELECT value, storedAt, accessedAt FROM response_cache WHERE namespace = ? AND key = ?")
            return try Row.fetchOne(statement, arguments: [namespace, key]).map {
                Entry(data: $0["value"], storedAt: $0["storedAt"], accessedAt: $0["accessedAt"])
            }
        }
        guard var entry = found else { return nil }
        guard entry.storedAt >= oldestServed(at: now, maxAge: maxAge) else {
            if entry.storedAt < oldestServed(at: now, maxAge: nil) {
                let storedAt = entry.storedAt
                try await database.write { db in
                    try db.execute(
                        sql: "DELETE FROM response_cache WHERE namespace = ? AND key = ? AND storedAt = ?",
                        arguments: [namespace, key, storedAt])
                }
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
                sql:
                    "SELECT COUNT(*) AS n, COALESCE(SUM(byteCount), 0) AS bytes FROM response_cache WHERE namespace = ?",
                arguments: [namespace])
            return (row?["n"] ?? 0, row?["bytes"] ?? 0)
        }
    }

    /// Deletes the least recently used entries until the namespace fits; returns their keys.
    private static func trim(_ db: Database, namespace: String, maxBytes: Int) throws -> [String] {
        var total =
            try Int.fetchOne(
                db, sql: "SELECT COALESCE(SUM(byteCount), 0) FROM response_cache WHERE namespace = ?",
                arguments: [namespace]) ?? 0
        guard total > maxBytes else { return [] }
        let entries = try Row.fetchAll(
            db, sql: "SELECT key, byteCount FROM response_cache WHERE namespace = ? ORDER BY accessedAt, storedAt",
            arguments: [namespace])
        var evicted: [String] = []
        for entry in entries where total > maxBytes {
            let key: String = entry["key"]
            try db.execute(
                sql: "DELETE FROM response_cache WHERE namespace = ? AND key = ?", arguments: [namespace, key])
            total -= entry["byteCount"] as Int
            evicted.append(key)
        }
        return evicted
    }
}
