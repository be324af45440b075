import DomainLayer
import Foundation

/// `GitHubUserRepository` over GitHub's REST API, keeping list pages and profiles in a SQLite response cache
/// with the entity tag GitHub sent: a page keyed by (`since`, `per_page`), a profile by its lower-cased login.
///
/// Unauthenticated GitHub allows 60 calls an hour, so it is asked as little as the screens allow: an answer
/// stored less than `freshFor` ago is served without asking; an older one is served at once too (cached first)
/// and revalidated in the background with `If-None-Match`, where a `304` (which GitHub does not count against
/// the limit) restarts its age and a changed answer replaces it for the next ask; a revalidation that fails
/// leaves the stored copy. Only an answer never stored waits for GitHub. Identical asks running at once (from
/// any browser) share one request. It asks only what GitHub can answer, as `DataSourceGitHubUserRepository`
/// does.
public struct CachedGitHubUserRepository: GitHubUserRepository {
    /// How long a stored answer is served without asking GitHub again.
    public static let defaultFreshFor: Duration = .seconds(60)

    private let source: any GitHubRevalidatingUserDataSource
    private let cache: SQLiteResponseCacheStore
    private let freshFor: Duration
    private let pages = SharedRequests<GitHubUserPage>()
    private let allDetails = SharedRequests<GitHubUserDetails>()
    private let revalidations = BackgroundWork()

    public init(
        source: any GitHubRevalidatingUserDataSource, cache: SQLiteResponseCacheStore,
        freshFor: Duration = defaultFreshFor
    ) {
        self.source = source
        self.cache = cache
        self.freshFor = freshFor
    }

    public func page(after cursor: Int, perPage: Int) async throws -> GitHubUserPage {
        let (key, ask) = pageRequest(after: cursor, perPage: perPage)
        return try await answer(forKey: key, shared: pages, as: CachedPage.self, ask)
    }

    /// Asks GitHub with the stored page's entity tag whatever its age and waits for the answer (a `304`, which
    /// GitHub does not count against the limit, serves the stored page); stores what comes.
    public func freshPage(after cursor: Int, perPage: Int) async throws -> GitHubUserPage {
        let (key, ask) = pageRequest(after: cursor, perPage: perPage)
        return try await Self.revalidate(key, shared: pages, in: cache, freshFor: nil, ask)
    }

    /// The cache key of a page and how to ask GitHub for it.
    private func pageRequest(
        after cursor: Int, perPage: Int
    ) -> (String, @Sendable (String?) async throws -> GitHubRevalidation<CachedPage>) {
        let range = DataSourceGitHubUserRepository.perPageRange
        let perPage = min(max(perPage, range.lowerBound), range.upperBound)
        let since = max(cursor, 0)
        let ask: @Sendable (String?) async throws -> GitHubRevalidation<CachedPage> = { [source] etag in
            switch try await source.page(since: since, perPage: perPage, ifNoneMatch: etag) {
            case .modified(let page, let etag): .modified(CachedPage(page), etag: etag)
            case .notModified: .notModified
            }
        }
        return (Self.pageKey(since: since, perPage: perPage), ask)
    }

    public func details(login: String) async throws -> GitHubUserDetails {
        guard GitHubLogin.isValid(login) else { throw DomainError.notFound }
        // Logins are case-insensitive on GitHub, so `Octocat` and `octocat` share a request and an entry.
        let key = Self.detailsKey(login: login)
        return try await answer(forKey: key, shared: allDetails, as: CachedDetails.self) { [source] etag in
            switch try await source.details(login: login, ifNoneMatch: etag) {
            case .modified(let details, let etag): .modified(CachedDetails(details), etag: etag)
            case .notModified: .notModified
            }
        }
    }

    /// Waits for the revalidations started so far (tests look at what they asked and stored).
    public func revalidated() async {
        await revalidations.finished()
    }

    /// The value under `key`: the stored one (revalidated in the background when older than `freshFor`), else
    /// what `ask` answers, stored.
    private func answer<Entry: CachedGitHubAnswer>(
        forKey key: String, shared: SharedRequests<Entry.Value>, as type: Entry.Type,
        _ ask: @escaping @Sendable (String?) async throws -> GitHubRevalidation<Entry>
    ) async throws -> Entry.Value {
        // A hit, the common case, needs no shared request.
        if let recent = await stored(Stored<Entry>.self, forKey: key, maxAge: freshFor) {
            return recent.entry.value
        }
        let revalidate: @Sendable () async throws -> Entry.Value = { [cache, freshFor] in
            try await Self.revalidate(key, shared: shared, in: cache, freshFor: freshFor, ask)
        }
        if let kept = await stored(Stored<Entry>.self, forKey: key, maxAge: nil) {
            revalidations.start { _ = try? await revalidate() }
            return kept.entry.value
        }
        return try await revalidate()
    }

    /// What `ask` answers with the tag stored under `key` (the stored entry again, its age restarted, when that
    /// is "not modified"), stored; the asks for one key running at once share one request. Without `freshFor`
    /// GitHub is asked whatever the stored entry's age.
    private static func revalidate<Entry: CachedGitHubAnswer>(
        _ key: String, shared: SharedRequests<Entry.Value>, in cache: SQLiteResponseCacheStore, freshFor: Duration?,
        _ ask: @escaping @Sendable (String?) async throws -> GitHubRevalidation<Entry>
    ) async throws -> Entry.Value {
        // Looked up again inside the shared request, so an ask that arrives just after another one finished
        // finds what that one stored instead of asking GitHub again.
        try await shared.value(for: key) {
            if let freshFor,
                let recent = await Self.stored(Stored<Entry>.self, in: cache, forKey: key, maxAge: freshFor)
            {
                return recent.entry.value
            }
            let kept = await Self.stored(Stored<Entry>.self, in: cache, forKey: key, maxAge: nil)
            let answer = try await ask(kept?.etag)
            let fresh: Stored<Entry>
            switch answer {
            case .modified(let entry, let etag): fresh = Stored(entry: entry, etag: etag)
            case .notModified:
                guard let kept else {
                    throw DomainError.badData(details: "304 Not Modified to a request without If-None-Match")
                }
                fresh = kept
            }
            // Storing again restarts the entry's age; a cache that cannot be written does not fail the ask.
            try? await cache.store(fresh, forKey: key)
            return fresh.entry.value
        }
    }

    private func stored<Value: CacheableValue>(
        _ type: Value.Type, forKey key: String, maxAge: Duration?
    ) async -> Value? {
        await Self.stored(type, in: cache, forKey: key, maxAge: maxAge)
    }

    /// What `cache` holds under `key` (younger than `maxAge` when given); a cache that cannot be read is a miss.
    private static func stored<Value: CacheableValue>(
        _ type: Value.Type, in cache: SQLiteResponseCacheStore, forKey key: String, maxAge: Duration?
    ) async -> Value? {
        (try? await cache.value(type, forKey: key, maxAge: maxAge)) ?? nil
    }

    /// `page/since/perPage`.
    static func pageKey(since: Int, perPage: Int) -> String {
        "page/\(since)/\(perPage)"
    }

    /// `user/login`, lower-cased: never a page's key.
    static func detailsKey(login: String) -> String {
        "user/\(login.lowercased())"
    }
}
