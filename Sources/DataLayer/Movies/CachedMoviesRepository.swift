import DomainLayer
import Foundation

/// Search pages, popular pages and movie details from a `MoviesDataSource`, kept in a SQLite response cache: a
/// page keyed by (the source's language, query text, page), stored whole so its order survives; a popular page by
/// (language, page); details keyed by (language, the movie's id). One cache can hold several languages' repositories: a page in one is never served in another.
///
/// The data source is asked as little as the screens allow, since every ask spends the user's key: a page
/// cached less than `freshFor` ago counts as fresh, cached details are served for the cache's whole age limit
/// (they hardly change), and identical asks running at once (from any browser) share one request.
public struct CachedMoviesRepository: MoviesRepository {
    /// How long a cached page is served as the fresh one without asking again.
    public static let defaultFreshFor: Duration = .seconds(5 * 60)

    private let source: any MoviesDataSource
    private let cache: SQLiteResponseCacheStore
    private let freshFor: Duration
    private let requests = SharedRequests<MoviesPage>()
    private let allDetails = SharedRequests<MovieDetails>()

    public init(source: any MoviesDataSource, cache: SQLiteResponseCacheStore, freshFor: Duration = defaultFreshFor) {
        self.source = source
        self.cache = cache
        self.freshFor = freshFor
    }

    public func cachedPage(query: MovieQuery, page: Int) async -> MoviesPage? {
        // A cache that cannot be read is a miss; the fresh page still comes.
        (try? await cache.value(MoviesPage.self, forKey: Self.key(query: query, page: page, language: source.language)))
            ?? nil
    }

    public func freshPage(query: MovieQuery, page: Int) async throws -> MoviesPage {
        let key = Self.key(query: query, page: page, language: source.language)
        // A hit, the common case, needs no shared request; looked up again inside it, so an ask that arrives
        // just after another one finished finds the page that one stored instead of asking upstream again.
        if let recent = await recentPage(forKey: key) {
            return recent
        }
        return try await requests.value(for: key) { [source, cache, self] in
            if let recent = await recentPage(forKey: key) {
                return recent
            }
            let fresh = try await source.page(query: query, page: page)
            // A cache that cannot be written does not fail the search.
            try? await cache.store(fresh, forKey: key)
            return fresh
        }
    }

    public func freshPageAtHand(query: MovieQuery, page: Int) -> MoviesPage? {
        cache.valueInMemory(
            MoviesPage.self, forKey: Self.key(query: query, page: page, language: source.language), maxAge: freshFor)
    }

    public func popularPage(page: Int) async throws -> MoviesPage {
        let key = Self.popularKey(page: page, language: source.language)
        // As a search page: a recent copy is the fresh one, and identical asks share one request.
        if let recent = await recentPage(forKey: key) {
            return recent
        }
        return try await requests.value(for: key) { [source, cache, self] in
            if let recent = await recentPage(forKey: key) {
                return recent
            }
            let fresh = try await source.popularPage(page: page)
            try? await cache.store(fresh, forKey: key)
            return fresh
        }
    }

    public func details(id: Int) async throws -> MovieDetails {
        let key = Self.detailsKey(id: id, language: source.language)
        // Looked up before and inside the shared request, as for a page; a cache that cannot be read is a
        // miss, and one that cannot be written does not fail the ask.
        if let cached = await cachedDetails(forKey: key) {
            return cached
        }
        return try await allDetails.value(for: key) { [source, cache, self] in
            if let cached = await cachedDetails(forKey: key) {
                return cached
            }
            let details = try await source.details(id: id)
            try? await cache.store(details, forKey: key)
            return details
        }
    }

    /// The page cached under `key` less than `freshFor` ago; a cache that cannot be read is a miss.
    private func recentPage(forKey key: String) async -> MoviesPage? {
        (try? await cache.value(MoviesPage.self, forKey: key, maxAge: freshFor)) ?? nil
    }

    private func cachedDetails(forKey key: String) async -> MovieDetails? {
        (try? await cache.value(MovieDetails.self, forKey: key)) ?? nil
    }

    /// `language/page|text` (`ko-KR/1|star`): unambiguous, since neither the tag nor the page number holds a `/`
    /// or a `|`.
    static func key(query: MovieQuery, page: Int, language: MovieLanguage) -> String {
        "\(language.tag)/\(page)|\(query.text)"
    }

    /// `language/details/id`: never a page's key, whose page number starts with a digit.
    static func detailsKey(id: Int, language: MovieLanguage) -> String {
        "\(language.tag)/details/\(id)"
    }

    /// `language/popular/page`: never a search page's key (a digit follows the tag) nor a movie's (`details`).
    static func popularKey(page: Int, language: MovieLanguage) -> String {
        "\(language.tag)/popular/\(page)"
    }
}
