import Foundation

/// A key–value cache of encoded responses in SQLite, one namespace per kind of response (e.g. `movies`),
/// with the policy's age limit and size cap. Values are stored whole, so a page keeps its order.
public struct SQLiteResponseCacheStore: Sendable {
    private let cache: SQLiteCacheStore

    public init(
        database: SQLiteDatabase, namespace: String, policy: CachePolicy,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        cache = SQLiteCacheStore(database: database, namespace: namespace, policy: policy, now: now)
    }

    /// The value stored under `key`, or nil when there is none or it is older than the age limit (or than
    /// `maxAge`, when that is shorter).
    public func value<Value: Decodable>(
        _ type: Value.Type, forKey key: String, maxAge: Duration? = nil
    ) async throws -> Value? {
        guard let data = try await cache.data(forKey: key, maxAge: maxAge) else { return nil }
        // NB: an entry that no longer decodes (an older format) is a miss, not an error.
        return try? JSONDecoder().decode(Value.self, from: data)
    }

    /// Stores `value` under `key`, then trims the namespace to the size cap.
    public func store<Value: Encodable>(_ value: Value, forKey key: String) async throws {
        try await cache.store(JSONEncoder().encode(value), forKey: key)
    }

    /// The number of entries and their total size in this namespace.
    public func usage() async throws -> (entries: Int, bytes: Int) {
        try await cache.usage()
    }
}
