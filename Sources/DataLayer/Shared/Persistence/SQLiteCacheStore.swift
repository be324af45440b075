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
    private let namespace: String
    private let now: @Sendable () -> Date

    init(database: SQLiteDatabase, namespace: String, policy: CachePolicy, now: @escaping @Sendable () -> Date) {
        self.database = database.writer
        self.namespace = namespace
        self.policy = policy
        self.now = now
    }

    /// The bytes stored under `key`, or nil when there are none or they are older than the age limit (or than
    /// `maxAge`, when that is shorter). An entry past the policy's age limit is deleted.
    ///
    /// A read marks the entry used at most once a minute, so reads of a popular entry stay concurrent reads
    /// instead of queueing as writes (the size cap's order is kept to the minute).
    func data(forKey key: String, maxAge: Duration? = nil) async throws -> Data? {
        let now = now().timeIntervalSince1970
        let expired = now - policy.maxAge.timeInterval
        let oldest = now - min(policy.maxAge, maxAge ?? policy.maxAge).timeInterval
        let namespace = namespace
        let entry = try await database.read { db -> (value: Data, storedAt: Double, accessedAt: Double)? in
            try Row.fetchOne(
                db, sql: "SELECT value, storedAt, accessedAt FROM response_cache WHERE namespace = ? AND key = ?",
                arguments: [namespace, key]
            ).map { ($0["value"], $0["storedAt"], $0["accessedAt"]) }
        }
        guard let (value, storedAt, accessedAt) = entry else { return nil }
        guard storedAt >= oldest else {
            if storedAt < expired {
                try await database.write { db in
                    try db.execute(
                        sql: "DELETE FROM response_cache WHERE namespace = ? AND key = ? AND storedAt = ?",
                        arguments: [namespace, key, storedAt])
                }
            }
            return nil
        }
        if now - accessedAt >= Self.accessResolution {
            try await database.write { db in
                try db.execute(
                    sql: "UPDATE response_cache SET accessedAt = ? WHERE namespace = ? AND key = ?",
                    arguments: [now, namespace, key])
            }
        }
        return value
    }

    /// How often a read marks an entry used, in seconds.
    static let accessResolution: Double = 60

    /// Stores `data` under `key`, then trims the namespace to the size cap.
    func store(_ data: Data, forKey key: String) async throws {
        let now = now().timeIntervalSince1970
        let namespace = namespace
        let maxBytes = policy.maxBytes
        let trimmed = try await database.write { db -> Bool in
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO response_cache (namespace, key, value, byteCount, storedAt, accessedAt)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [namespace, key, data, data.count, now, now])
            return try Self.trim(db, namespace: namespace, maxBytes: maxBytes)
        }
        if trimmed {
            try await SQLiteDatabase.releaseFreePages(database)
        }
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

    /// Deletes the least recently used entries until the namespace fits; true when it deleted any.
    private static func trim(_ db: Database, namespace: String, maxBytes: Int) throws -> Bool {
        var total =
            try Int.fetchOne(
                db, sql: "SELECT COALESCE(SUM(byteCount), 0) FROM response_cache WHERE namespace = ?",
                arguments: [namespace]) ?? 0
        guard total > maxBytes else { return false }
        let entries = try Row.fetchAll(
            db, sql: "SELECT key, byteCount FROM response_cache WHERE namespace = ? ORDER BY accessedAt, storedAt",
            arguments: [namespace])
        for entry in entries where total > maxBytes {
            try db.execute(
                sql: "DELETE FROM response_cache WHERE namespace = ? AND key = ?",
                arguments: [namespace, entry["key"] as String])
            total -= entry["byteCount"] as Int
        }
        return true
    }
}
