import DomainLayer
import Foundation
import GRDB

extension CachePolicy {
    /// The one policy of the shared image cache (posters, sprites, card images): a month, at most 64 MiB.
    // NB: every scene shares one table, so one policy: a smaller cap in one scene would trim the others'.
    public static let images = CachePolicy(maxAge: .seconds(30 * 24 * 3600), maxBytes: 64 << 20)
}

/// Images by URL in `cache.sqlite`, with an age limit and a size cap (least recently used first).
public struct SQLiteImageCacheStore: Sendable {
    private let database: DatabasePool
    private let policy: CachePolicy
    private let now: @Sendable () -> Date

    public init(database: SQLiteDatabase, policy: CachePolicy, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database.writer
        self.policy = policy
        self.now = now
    }

    /// The image stored for `url`, or nil when there is none or it is older than the age limit.
    public func image(for url: URL) async throws -> ImageData? {
        let now = now().timeIntervalSince1970
        let oldest = now - policy.maxAge.seconds
        return try await database.write { db -> ImageData? in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT bytes, contentType, storedAt FROM image_cache WHERE url = ?",
                    arguments: [url.absoluteString])
            else { return nil }
            guard (row["storedAt"] as Double) >= oldest else {
                try db.execute(sql: "DELETE FROM image_cache WHERE url = ?", arguments: [url.absoluteString])
                return nil
            }
            try db.execute(
                sql: "UPDATE image_cache SET accessedAt = ? WHERE url = ?", arguments: [now, url.absoluteString])
            return ImageData(bytes: row["bytes"], contentType: row["contentType"])
        }
    }

    /// Stores `image` for `url`, then trims the cache to its size cap and gives the freed pages back to the
    /// file system, so the files on disk (WAL included) stay near the cap. An image larger than an eighth of
    /// the cap is not stored: one image must not evict the whole cache.
    public func store(_ image: ImageData, for url: URL) async throws {
        let now = now().timeIntervalSince1970
        let maxBytes = policy.maxBytes
        guard image.bytes.count <= maxBytes / 8 else { return }
        let trimmed = try await database.write { db -> Bool in
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO image_cache (url, bytes, contentType, storedAt, accessedAt)
                    VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [url.absoluteString, image.bytes, image.contentType, now, now])
            var total = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(LENGTH(bytes)), 0) FROM image_cache") ?? 0
            guard total > maxBytes else { return false }
            let rows = try Row.fetchAll(
                db, sql: "SELECT url, LENGTH(bytes) AS size FROM image_cache ORDER BY accessedAt")
            for row in rows where total > maxBytes {
                try db.execute(sql: "DELETE FROM image_cache WHERE url = ?", arguments: [row["url"] as String])
                total -= row["size"] as Int
            }
            return true
        }
        if trimmed {
            try await SQLiteDatabase.releaseFreePages(database)
        }
    }
}
