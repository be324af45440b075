import DomainLayer

/// A `PokemonRepository` that answers from the response cache when it can and otherwise asks its data
/// source, storing the answer (PokeAPI asks clients to cache). A broken cache is a miss, never a failure.
/// Identical misses running at once (from any browser) share one request. Pages and details are stored whole,
/// with their names in every language, so a cached page needs none of its species again.
public struct CachedPokemonRepository: PokemonRepository {
    private let source: any PokemonDataSource
    private let cache: SQLiteResponseCacheStore
    private let pages = SharedRequests<PokemonPage>()
    private let allDetails = SharedRequests<PokemonDetails>()

    /// - Parameter cache: a store in its own namespace (e.g. `pokemon`).
    public init(source: any PokemonDataSource, cache: SQLiteResponseCacheStore) {
        self.source = source
        self.cache = cache
    }

    public func page(offset: Int, limit: Int) async throws -> PokemonPage {
        let key = "page?offset=\(offset)&limit=\(limit)"
        if let cached = try? await cache.value(PokemonPage.self, forKey: key) {
            return cached
        }
        return try await pages.value(for: key) { [source, cache] in
            let page = try await source.page(offset: offset, limit: limit)
            try? await cache.store(page, forKey: key)
            return page
        }
    }

    public func details(idOrName: String) async throws -> PokemonDetails {
        let key = idOrName.lowercased()
        if let cached = try? await cache.value(PokemonDetails.self, forKey: "details/\(key)") {
            return cached
        }
        return try await allDetails.value(for: key) { [source, cache] in
            let details = try await source.details(idOrName: key)
            // Stored under both the id and the name, so either address is a hit next time.
            try? await cache.store(details, forKey: "details/\(details.id)")
            try? await cache.store(details, forKey: "details/\(details.name)")
            return details
        }
    }
}
