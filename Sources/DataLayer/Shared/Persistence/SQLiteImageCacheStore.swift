import DomainLayer
import Foundation

/// Images by URL in `cache.sqlite` (the `images` namespace of the cache table), with the policy's age limit
/// and size cap. Every scene's images share it, so one policy governs them all.
public struct SQLiteImageCacheStore: Sendable {
    private let cache: SQLiteCacheStore

    public init(database: SQLiteDatabase, policy: CachePolicy, now: @escaping @Sendable () -> Date = Date.init) {
        cache = SQLiteCacheStore(database: database, namespace: "images", policy: policy, now: now)
    }

    /// The image stored for `url`, typed by its bytes, or nil when there is none, it is older than the age
    /// limit, or its bytes are no image (its row is then deleted).
    public func image(for url: URL) async throws -> ImageData? {
        let key = url.absoluteString
        guard let entry = try await cache.entry(forKey: key) else { return nil }
        guard let image = ImageFormat.image(entry.data) else {
            SQLiteCacheStore.logger.warning("A cached image that is no image is dropped")
            try? await cache.remove(key, storedAt: entry.storedAt)
            return nil
        }
        return image
    }

    /// Stores `image` for `url`, then trims the cache to its size cap. An image larger than an eighth of the
    /// cap is not stored: one image must not evict the whole cache.
    public func store(_ image: ImageData, for url: URL) async throws {
        guard image.bytes.count <= cache.policy.maxBytes / 8 else { return }
        try await cache.store(image.bytes, forKey: url.absoluteString)
    }
}
