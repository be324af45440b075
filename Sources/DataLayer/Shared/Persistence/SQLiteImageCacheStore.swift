import DomainLayer
import Foundation

/// Images by URL in `cache.sqlite` (the `images` namespace of the cache table), with the policy's age limit
/// and size cap. Every scene's images share it, so one policy governs them all.
public struct SQLiteImageCacheStore: Sendable {
    private let cache: SQLiteCacheStore

    public init(database: SQLiteDatabase, policy: CachePolicy, now: @escaping @Sendable () -> Date = Date.init) {
        cache = SQLiteCacheStore(database: database, namespace: "images", policy: policy, now: now)
    }

    /// The image stored for `url`, typed by its bytes, or nil when there is none or it is older than the age
    /// limit.
    public func image(for url: URL) async throws -> ImageData? {
        try await cache.data(forKey: url.absoluteString).flatMap(ImageFormat.image)
    }

    /// Stores `image` for `url`, then trims the cache to its size cap. An image larger than an eighth of the
    /// cap is not stored: one image must not evict the whole cache.
    public func store(_ image: ImageData, for url: URL) async throws {
        guard image.bytes.count <= cache.policy.maxBytes / 8 else { return }
        try await cache.store(image.bytes, forKey: url.absoluteString)
    }
}
