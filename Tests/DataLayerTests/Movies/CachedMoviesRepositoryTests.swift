import DataLayer
import DomainLayer
import Foundation
import SampleData
import TestSupport
import Testing

@Suite struct CachedMoviesRepositoryTests {
    static let policy = CachePolicy(maxAge: .seconds(24 * 3600), maxBytes: 5 << 20)
    /// Titles, ids and popularity chosen so that the service's order is neither by id nor by title.
    static let movies = [
        Fixtures.movie(id: 5, title: "Echo Star", popularity: 30),
        Fixtures.movie(id: 3, title: "Alpha Star", popularity: 10),
        Fixtures.movie(id: 9, title: "Zulu Star", popularity: 90),
        Fixtures.movie(id: 1, title: "Mike Star", popularity: 50),
    ]

    func withRepository(
        policy: CachePolicy = Self.policy, clock: TestWallClock = TestWallClock(), movies: [SampleMovie] = movies,
        _ body: (CachedMoviesRepository, SQLiteResponseCacheStore) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            let cache = SQLiteResponseCacheStore(
                database: try MoviesDataTestSupport.cacheDatabase(in: directory), namespace: "movies", policy: policy,
                now: clock.nowFunction)
            try await body(
                CachedMoviesRepository(source: BundledMoviesDataSource(movies: movies), cache: cache), cache)
        }
    }

    @Test func nothingIsCachedBeforeTheFirstFreshPage() async throws {
        try await withRepository { repository, _ in
            let query = try MoviesDataFixtures.query("star")
            #expect(await repository.cachedPage(query: query, page: 1) == nil)
        }
    }

    @Test func aFreshPageIsCachedInItsOrder() async throws {
        try await withRepository { repository, _ in
            let query = try MoviesDataFixtures.query("star")
            let fresh = try await repository.freshPage(query: query, page: 1)

            #expect(fresh.movies.map(\.id) == [9, 1, 5, 3])
            #expect(await repository.cachedPage(query: query, page: 1) == fresh)
            #expect(await repository.cachedPage(query: query, page: 2) == nil)
            let other = try MoviesDataFixtures.query("echo")
            #expect(await repository.cachedPage(query: other, page: 1) == nil)
        }
    }

    @Test func aRecentPageIsAtHandAndAnOlderOneIsNot() async throws {
        let clock = TestWallClock()
        try await withRepository(clock: clock) { repository, _ in
            let query = try MoviesDataFixtures.query("star")
            #expect(repository.freshPageAtHand(query: query, page: 1) == nil)
            let fresh = try await repository.freshPage(query: query, page: 1)

            #expect(repository.freshPageAtHand(query: query, page: 1) == fresh)
            #expect(repository.freshPageAtHand(query: query, page: 2) == nil)
            // Read every 50 s, the page stays in memory (a read marks it used in the file once a minute).
            for _ in 0..<6 {
                clock.advance(by: .seconds(50))
                #expect(await repository.cachedPage(query: query, page: 1) == fresh)
                #expect(repository.freshPageAtHand(query: query, page: 1) == fresh)
            }
            clock.advance(by: .seconds(2))
            // Older than `freshFor` (5 minutes), the page must be asked for again.
            #expect(repository.freshPageAtHand(query: query, page: 1) == nil)
        }
    }

    @Test func aPageOlderThanADayIsNotServed() async throws {
        let clock = TestWallClock()
        try await withRepository(clock: clock) { repository, cache in
            let query = try MoviesDataFixtures.query("star")
            let fresh = try await repository.freshPage(query: query, page: 1)

            clock.advance(by: .seconds(24 * 3600 - 1))
            #expect(await repository.cachedPage(query: query, page: 1) == fresh)
            clock.advance(by: .seconds(2))
            #expect(await repository.cachedPage(query: query, page: 1) == nil)
            #expect(try await cache.usage().entries == 0)
        }
    }

    @Test func theSizeCapEvictsTheLeastRecentlyUsedPage() async throws {
        let clock = TestWallClock()
        let movies = Fixtures.movies(count: 60)
        let query = try MoviesDataFixtures.query("space")
        let source = BundledMoviesDataSource(movies: movies)
        var sizes: [Int] = []
        for page in 1...3 {
            sizes.append(try JSONEncoder().encode(try await source.page(query: query, page: page)).count)
        }
        // Room for the two newest pages exactly.
        let policy = CachePolicy(maxAge: .seconds(3600), maxBytes: sizes[1] + sizes[2])
        try await withRepository(policy: policy, clock: clock, movies: movies) { repository, cache in
            for page in 1...3 {
                _ = try await repository.freshPage(query: query, page: page)
                clock.advance(by: .seconds(1))
            }

            #expect(await repository.cachedPage(query: query, page: 1) == nil)
            #expect(await repository.cachedPage(query: query, page: 2)?.movies.count == 20)
            #expect(await repository.cachedPage(query: query, page: 3)?.movies.count == 20)
            let usage = try await cache.usage()
            #expect(usage.entries == 2)
            #expect(usage.bytes <= policy.maxBytes)
        }
    }

    @Test func aFailedFreshPageKeepsTheCachedOne() async throws {
        try await withRepository { repository, _ in
            let query = try MoviesDataFixtures.query("star")
            let fresh = try await repository.freshPage(query: query, page: 1)
            await #expect(throws: DomainError.self) { try await repository.freshPage(query: query, page: 0) }
            #expect(await repository.cachedPage(query: query, page: 1) == fresh)
            #expect(await repository.cachedPage(query: query, page: 0) == nil)
        }
    }

    @Test func aCorruptCacheFileIsRebuiltWithoutFailingTheSearch() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("cache.sqlite")
            try Data(repeating: 0x5A, count: 16 * 1024).write(to: file)

            let database = try MoviesDataTestSupport.cacheDatabase(in: directory)
            let repository = CachedMoviesRepository(
                source: BundledMoviesDataSource(movies: Self.movies),
                cache: SQLiteResponseCacheStore(database: database, namespace: "movies", policy: Self.policy))
            let query = try MoviesDataFixtures.query("star")

            #expect(database.recovery == .rebuiltCache(file: file))
            #expect(await repository.cachedPage(query: query, page: 1) == nil)
            let fresh = try await repository.freshPage(query: query, page: 1)
            #expect(fresh.movies.map(\.id) == [9, 1, 5, 3])
            #expect(await repository.cachedPage(query: query, page: 1) == fresh)
        }
    }

    @Test func aCacheThatCannotBeUsedIsAMissAndTheSearchStillWorks() async throws {
        try await withTemporaryDirectory { directory in
            let database = try MoviesDataTestSupport.cacheDatabase(in: directory)
            let repository = CachedMoviesRepository(
                source: BundledMoviesDataSource(movies: Self.movies),
                cache: SQLiteResponseCacheStore(database: database, namespace: "movies", policy: Self.policy))
            let query = try MoviesDataFixtures.query("star")
            try database.writer.close()

            #expect(await repository.cachedPage(query: query, page: 1) == nil)
            #expect(try await repository.freshPage(query: query, page: 1).movies.map(\.id) == [9, 1, 5, 3])
        }
    }

    @Test func identicalSearchesAtOnceShareOneUpstreamRequestAndARecentPageIsNotAskedAgain() async throws {
        try await withStagingAPI { api in
            try await withTemporaryDirectory { directory in
                let clock = TestWallClock()
                let cache = SQLiteResponseCacheStore(
                    database: try MoviesDataTestSupport.cacheDatabase(in: directory), namespace: "movies",
                    policy: Self.policy, now: clock.nowFunction)
                // The delay keeps the first request running while the others arrive.
                let repository = CachedMoviesRepository(
                    source: MoviesDataTestSupport.tmdb(baseURL: api.baseURL, fault: "delay=300"), cache: cache,
                    freshFor: .seconds(300))
                let query = try MoviesDataFixtures.query("space")
                try await withThrowingTaskGroup(of: MoviesPage.self) { group in
                    for _ in 0..<20 { group.addTask { try await repository.freshPage(query: query, page: 1) } }
                    for try await page in group { #expect(page.movies.count == 20) }
                }
                #expect(await api.requestCount(path: "/3/search/movie") == 1)

                clock.advance(by: .seconds(299))
                _ = try await repository.freshPage(query: query, page: 1)
                #expect(await api.requestCount(path: "/3/search/movie") == 1)
                clock.advance(by: .seconds(2))
                _ = try await repository.freshPage(query: query, page: 1)
                #expect(await api.requestCount(path: "/3/search/movie") == 2)
            }
        }
    }
}
