import DataLayer
import Logging
import Networking

extension AppDIContainer {
    /// The groups service (alpha: the staging API; real: `GROUPS_BASE_URL`); nil when none is configured.
    var groupsService: DataTransferService? {
        baseURLs.groups.map { dataTransferService(baseURL: $0, label: "groups") }
    }

    /// Group images fetched once, then served from `cache.sqlite` for a week (at most 16 MiB).
    func groupImageLoader() -> CachedImageLoader {
        CachedImageLoader(
            store: SQLiteImageCacheStore(
                database: cacheDatabase, policy: CachePolicy(maxAge: .seconds(7 * 24 * 3600), maxBytes: 16 << 20)),
            logger: Logger(label: "strata.groups.images"))
    }
}
