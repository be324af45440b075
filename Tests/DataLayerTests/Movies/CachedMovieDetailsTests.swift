import DataLayer
import DomainLayer
import Foundation
import StagingAPI
import TestSupport
import Testing

/// `CachedMoviesRepository.details(id:)`: TMDB (the staging API, counting requests) through the response cache.
@Suite struct CachedMovieDetailsTests {
    static let policy = CachePolicy(maxAge: .seconds(24 * 3600), maxBytes: 5 << 20)

    func withRepository(
        clock: TestWallClock = TestWallClock(), fault: String? = nil,
        _ body: (CachedMoviesRepository, RunningStagingAPI) async throws -> Void
    ) async throws {
        try await withStagingAPI { api in
            try await withTemporaryDirectory { directory in
                let cache = SQLiteResponseCacheStore(
                    database: try MoviesDataTestSupport.cacheDatabase(in: directory), namespace: "movies",
                    policy: Self.policy, now: clock.nowFunction)
                let source = MoviesDataTestSupport.tmdb(baseURL: api.baseURL, fault: fault)
                try await body(CachedMoviesRepository(source: source, cache: cache), api)
            }
        }
    }

    @Test func aSecondAskIsAnsweredFromTheCacheWithoutARequest() async throws {
        try await withRepository { repository, api in
            let first = try await repository.details(id: 1001)
            let second = try await repository.details(id: 1001)

            #expect(second == first)
            #expect(await api.requestCount(path: "/3/movie/1001") == 1)
            _ = try await repository.details(id: 1002)
            #expect(await api.requestCount(path: "/3/movie/1002") == 1)
        }
    }

    @Test func identicalAsksAtOnceShareOneRequest() async throws {
        // The delay keeps the first request running while the others arrive.
        try await withRepository(fault: "delay=300") { repository, api in
            try await withThrowingTaskGroup(of: MovieDetails.self) { group in
                for _ in 0..<20 { group.addTask { try await repository.details(id: 1001) } }
                for try await details in group { #expect(details.id == 1001) }
            }
            #expect(await api.requestCount(path: "/3/movie/1001") == 1)
        }
    }

    @Test func detailsOlderThanTheCachePolicyAreAskedAgain() async throws {
        let clock = TestWallClock()
        try await withRepository(clock: clock) { repository, api in
            _ = try await repository.details(id: 1001)
            clock.advance(by: .seconds(24 * 3600 - 1))
            _ = try await repository.details(id: 1001)
            #expect(await api.requestCount(path: "/3/movie/1001") == 1)
            clock.advance(by: .seconds(2))
            _ = try await repository.details(id: 1001)
            #expect(await api.requestCount(path: "/3/movie/1001") == 2)
        }
    }

    @Test func aFailureIsNotCached() async throws {
        try await withRepository { repository, api in
            await #expect(throws: DomainError.notFound) { try await repository.details(id: 999) }
            await #expect(throws: DomainError.notFound) { try await repository.details(id: 999) }
            #expect(await api.requestCount(path: "/3/movie/999") == 2)
        }
    }

    @Test func detailsAndPagesAreKeptApartInOneNamespace() async throws {
        try await withRepository { repository, api in
            let query = try MoviesDataFixtures.query("space")
            let page = try await repository.freshPage(query: query, page: 1)
            let details = try await repository.details(id: 1001)

            #expect(await repository.cachedPage(query: query, page: 1) == page)
            #expect(try await repository.details(id: 1001) == details)
            #expect(await api.requestCount(path: "/3/movie/1001") == 1)
        }
    }

    @Test func aCacheThatCannotBeUsedIsAMissAndTheDetailsStillCome() async throws {
        try await withStagingAPI { api in
            try await withTemporaryDirectory { directory in
                let database = try MoviesDataTestSupport.cacheDatabase(in: directory)
                let repository = CachedMoviesRepository(
                    source: MoviesDataTestSupport.tmdb(baseURL: api.baseURL),
                    cache: SQLiteResponseCacheStore(database: database, namespace: "movies", policy: Self.policy))
                try database.writer.close()

                #expect(try await repository.details(id: 1001).title == "Space Adventure 1")
                #expect(try await repository.details(id: 1001).title == "Space Adventure 1")
                #expect(await api.requestCount(path: "/3/movie/1001") == 2)
            }
        }
    }
}
