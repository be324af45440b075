import Foundation
import Synchronization

/// A key–value cache of encoded responses in SQLite, one namespace per kind of response (e.g. `movies`),
/// with the policy's age limit and size cap. Values are stored whole, so a page keeps its order. A value read
/// back that does not decode, or holds what Strata could not have stored (`CacheableValue`), is a miss, and its
/// row is deleted.
///
/// The values read last are kept decoded in memory, with when they were stored and last marked used: until
/// SQLite would mark one used again (a minute), a read of it is answered from memory, as SQLite would have
/// answered it, so a popular page costs neither a query nor a decoding (and after that minute, the same bytes
/// read again are not decoded again). This store is the namespace's only
/// writer (one store per namespace), so what it stores and what its trim deletes update the memory too.
public struct SQLiteResponseCacheStore: Sendable {
    private let cache: SQLiteCacheStore
    private let recent = RecentValues()

    public init(
        database: SQLiteDatabase, namespace: String, policy: CachePolicy,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        cache = SQLiteCacheStore(database: database, namespace: namespace, policy: policy, now: now)
    }

    /// The value stored under `key`, or nil when there is none, it is older than the age limit (or than
    /// `maxAge`, when that is shorter), or it cannot be read (its row is then deleted). A value read lately is
    /// answered from memory where called; reading the file and decoding run off the caller's actor
    /// (`@concurrent`).
    public func value<Value: CacheableValue>(
        _ type: Value.Type, forKey key: String, maxAge: Duration? = nil
    ) async throws -> Value? {
        // Most reads are of values read lately; answered here, a view model asking is settled as it opens.
        if let value = valueInMemory(type, forKey: key, maxAge: maxAge) {
            return value
        }
        return try await valueInFile(type, forKey: key, maxAge: maxAge)
    }

    @concurrent private func valueInFile<Value: CacheableValue>(
        _ type: Value.Type, forKey key: String, maxAge: Duration?
    ) async throws -> Value? {
        guard let entry = try await cache.entry(forKey: key, maxAge: maxAge) else {
            recent.forget([key])
            return nil
        }
        let value: Value
        if let kept = recent.entry(forKey: key), kept.data == entry.data, let keptValue = kept.value as? Value {
            value = keptValue
        } else {
            // An entry that does not decode (an older format, or damage) or holds what Strata could not have
            // stored is a miss, not an error, and is deleted: the file's integrity check passes it, so nothing
            // else would.
            guard let decoded = try? JSONDecoder().decode(Value.self, from: entry.data),
                decoded.isReadable(storedAt: Date(timeIntervalSince1970: entry.storedAt))
            else {
                recent.forget([key])
                SQLiteCacheStore.logger.warning(
                    "A cached value that cannot be read is dropped", metadata: ["type": "\(Value.self)"])
                try? await cache.remove(key, storedAt: entry.storedAt)
                return nil
            }
            value = decoded
        }
        recent.remember(
            .init(value: value, data: entry.data, storedAt: entry.storedAt, accessedAt: entry.accessedAt), forKey: key)
        return value
    }

    /// The value `value(_:forKey:maxAge:)` would answer from memory, without waiting: nil when that would need
    /// the file (not read lately, due to be marked used again, too old, or not there).
    public func valueInMemory<Value: Sendable>(
        _ type: Value.Type, forKey key: String, maxAge: Duration? = nil
    ) -> Value? {
        let now = cache.currentTime()
        guard let kept = recent.entry(forKey: key), now - kept.accessedAt < SQLiteCacheStore.accessResolution,
            kept.storedAt >= cache.oldestServed(at: now, maxAge: maxAge)
        else { return nil }
        return kept.value as? Value
    }

    /// Stores `value` under `key`, then trims the namespace to the size cap. Encoding runs off the caller's actor
    /// (`@concurrent`).
    @concurrent public func store<Value: CacheableValue>(_ value: Value, forKey key: String) async throws {
        let data = try JSONEncoder().encode(value)
        let (storedAt, evicted) = try await cache.store(data, forKey: key)
        recent.forget(evicted)
        if !evicted.contains(key) {
            recent.remember(.init(value: value, data: data, storedAt: storedAt, accessedAt: storedAt), forKey: key)
        }
    }

    /// The number of entries and their total size in this namespace.
    public func usage() async throws -> (entries: Int, bytes: Int) {
        try await cache.usage()
    }
}

/// The values read or stored last, by key, with their bytes and when they were stored and last marked used;
/// the oldest remembered goes first.
private final class RecentValues: Sendable {
    /// How many values are kept.
    private static let capacity = 64

    struct Entry {
        var value: any Sendable
        var data: Data
        var storedAt: Double
        var accessedAt: Double
    }

    private let entries = Mutex<(values: [String: Entry], order: [String])>(([:], []))

    func entry(forKey key: String) -> Entry? {
        entries.withLock { $0.values[key] }
    }

    func remember(_ entry: Entry, forKey key: String) {
        entries.withLock { entries in
            if entries.values.updateValue(entry, forKey: key) != nil {
                entries.order.removeAll { $0 == key }
            }
            entries.order.append(key)
            if entries.order.count > Self.capacity {
                entries.values[entries.order.removeFirst()] = nil
            }
        }
    }

    func forget(_ keys: [String]) {
        guard !keys.isEmpty else { return }
        entries.withLock { entries in
            for key in keys where entries.values.removeValue(forKey: key) != nil {
                entries.order.removeAll { $0 == key }
            }
        }
    }
}
