import Foundation
import Synchronization

/// A key–value cache of encoded responses in SQLite, one namespace per kind of response (e.g. `movies`),
/// with the policy's age limit and size cap. Values are stored whole, so a page keeps its order.
public struct SQLiteResponseCacheStore: Sendable {
    private let cache: SQLiteCacheStore
    private let decoded = DecodedValues()

    public init(
        database: SQLiteDatabase, namespace: String, policy: CachePolicy,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        cache = SQLiteCacheStore(database: database, namespace: namespace, policy: policy, now: now)
    }

    /// The value stored under `key`, or nil when there is none or it is older than the age limit (or than
    /// `maxAge`, when that is shorter).
    public func value<Value: Decodable & Sendable>(
        _ type: Value.Type, forKey key: String, maxAge: Duration? = nil
    ) async throws -> Value? {
        guard let data = try await cache.data(forKey: key, maxAge: maxAge) else { return nil }
        if let value = decoded.value(Value.self, forKey: key, data: data) {
            return value
        }
        // NB: an entry that no longer decodes (an older format) is a miss, not an error.
        guard let value = try? JSONDecoder().decode(Value.self, from: data) else { return nil }
        decoded.remember(value, forKey: key, data: data)
        return value
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

/// The values decoded most recently, by key, with the bytes they were decoded from: the same bytes read again
/// (a popular page) give the same value without decoding them again.
private final class DecodedValues: Sendable {
    /// How many values are kept; the oldest goes first.
    private static let capacity = 64

    private struct Entry {
        var data: Data
        var value: any Sendable
    }

    private let entries = Mutex<(values: [String: Entry], order: [String])>(([:], []))

    func value<Value>(_ type: Value.Type, forKey key: String, data: Data) -> Value? {
        entries.withLock { entries in
            guard let entry = entries.values[key], entry.data == data else { return nil }
            return entry.value as? Value
        }
    }

    func remember(_ value: some Sendable, forKey key: String, data: Data) {
        entries.withLock { entries in
            if entries.values.updateValue(Entry(data: data, value: value), forKey: key) == nil {
                entries.order.append(key)
            }
            if entries.order.count > Self.capacity {
                entries.values[entries.order.removeFirst()] = nil
            }
        }
    }
}
