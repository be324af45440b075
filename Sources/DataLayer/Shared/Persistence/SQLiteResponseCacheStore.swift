import Foundation
import GRDB

/// Limits of a response cache: entries older than `maxAge` are not served, and the namespace is trimmed to
/// `maxBytes`, least recently used first.
public struct CachePolicy: Sendable, Equatable {
    public var maxAge: Duration
    public var maxBytes: Int

    public init(maxAge: Duration, maxBytes: Int) {
        self.maxAge = maxAge
        self.maxBytes = maxBytes
    }
}

/// A key–value cache of encoded responses in SQLite, one namespace per kind of response (e.g. `movies`).
/// Values are stored whole, so a page keeps its order.
public struct SQLiteResponseCacheStore: Sendable {
    private let database: DatabasePool
    private let namespace: String
    private let policy: CachePolicy
    private let now: @Sendable () -> Date

    public init(
        database: SQLiteDatabase, namespace: String, policy: CachePolicy,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.database = database.writer
        self.namespace = namespace
        self.policy = policy
        self.now = now
    }

    /// The value stored under `key`, or nil when there is none or it is older than the age limit (or than
    /// `maxAge`, when that is shorter).
    public func value<Value: Decodable>(
        _ type: Value.Type, forKey key: String, maxAge: Duration? = nil
    ) async throws -> Value? {
        let now = now().timeIntervalSince1970
        let oldest = now - min(policy.maxAge, maxAge ?? policy.maxAge).seconds
        let namespace = namespace
        let data = try await database.write { db -> Data? in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT value, storedAt FROM response_cache WHERE namespace = ? AND key = ?",
                    arguments: [namespace, key])
            else { return nil }
            let storedAt: Double = row["storedAt"]
            guard storedAt >= oldest else {
                if storedAt < now - policy.maxAge.seconds {
                    try db.execute(
                        sql: "DELETE FROM response_cache WHERE namespace = ? AND key = ?", arguments: [namespace, key])
                }
                return nil
            }
            try db.execute(
                sql: "UPDATE response_cache SET accessedAt = ? WHERE namespace = ? AND key = ?",
                arguments: [now, namespace, key])
            return row["value"]
        }
        guard let data else { return nil }
        // NB: an entry that no longer decodes (an older format) is a miss, not an error.
        return try? JSONDecoder().decode(Value.self, from: data)
    }

    /// Stores `value` under `key`, then trims the namespace to the size cap.
    public func store<Value: Encodable>(_ value: Value, forKey key: String) async throws {
        let data = try JSONEncoder().encode(value)
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
    public func usage() async throws -> (entries: Int, bytes: Int) {
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

extension Duration {
    /// The duration in seconds, with its fraction.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
