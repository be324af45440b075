import DomainLayer
import Foundation

extension CachePolicy {
    /// The Movies scene's response cache: a day, 5 MiB.
    public static let movies = CachePolicy(maxAge: .seconds(24 * 3600), maxBytes: 5 * 1024 * 1024)
}

/// Search pages from a `MoviesDataSource`, kept in a SQLite response cache keyed by (query text, page).
/// A page is stored whole, so its order survives.
public struct CachedMoviesRepository: MoviesRepository {
    private let source: any MoviesDataSource
    private let cache: SQLiteResponseCacheStore

    public init(source: any MoviesDataSource, cache: SQLiteResponseCacheStore) {
        self.source = source
        self.cache = cache
    }

    public func cachedPage(query: MovieQuery, page: Int) async -> MoviesPage? {
        // NB: a cache that cannot be read is a miss; the fresh page still comes.
        (try? await cache.value(MoviesPage.self, forKey: Self.key(query: query, page: page))) ?? nil
    }

    public func freshPage(query: MovieQuery, page: Int) async throws -> MoviesPage {
        let fresh = try await source.page(query: query, page: page)
        // NB: a cache that cannot be written does not fail the search.
        try? await cache.store(fresh, forKey: Self.key(query: query, page: page))
        return fresh
    }

    /// `page|text`: unambiguous, since the page number holds no `|`.
    static func key(query: MovieQuery, page: Int) -> String {
        "\(page)|\(query.text)"
    }
}
