import DataLayer
import Logging

extension AppDIContainer {
    /// Posters fetched once, then served from `cache.sqlite` for a month (at most 64 MiB).
    func moviePosterImageLoader() -> CachedImageLoader {
        CachedImageLoader(
            store: SQLiteImageCacheStore(
                database: cacheDatabase, policy: CachePolicy(maxAge: .seconds(30 * 24 * 3600), maxBytes: 64 << 20)),
            logger: Logger(label: "strata.movies.posters"))
    }

    /// Search responses, keyed by (query, page), in `cache.sqlite`.
    func moviesResponseCache() -> SQLiteResponseCacheStore {
        SQLiteResponseCacheStore(database: cacheDatabase, namespace: "movies", policy: .movies)
    }
}
