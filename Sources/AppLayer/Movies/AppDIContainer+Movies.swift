import DataLayer

extension AppDIContainer {
    /// Search responses, keyed by (query, page), in `cache.sqlite`.
    func moviesResponseCache() -> SQLiteResponseCacheStore {
        SQLiteResponseCacheStore(database: cacheDatabase, namespace: "movies", policy: .movies)
    }
}
