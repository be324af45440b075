import DataLayer
import DomainLayer
import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct RemoteMoviesDataSourceTests {
    let space = try? MoviesDataFixtures.query("space adventure")

    func source(_ api: RunningStagingAPI, key: String = "staging-key", fault: String? = nil) -> RemoteMoviesDataSource {
        MoviesDataTestSupport.tmdb(baseURL: api.baseURL, key: key, fault: fault)
    }

    @Test func aPageIsDecodedAndMappedInTheServicesOrder() async throws {
        let query = try #require(space)
        try await withStagingAPI { api in
            let page = try await source(api).page(query: query, page: 1)

            #expect(page.page == 1)
            #expect(page.totalPages == 3)
            #expect(page.totalResults == 45)
            #expect(page.movies.map(\.id) == Array(1001...1020))
            #expect(
                page.movies[0]
                    == Movie(
                        id: 1001, title: "Space Adventure 1", overview: "About Space Adventure 1.",
                        posterPath: "/space1.svg", releaseDate: MoviesDataTestSupport.utcDate(2001, 1, 2),
                        voteAverage: 7.5))
            #expect(page.movies[4].posterPath == nil)  // Space Adventure 5 has no poster
            #expect(page.movies[6].releaseDate == nil)  // Space Adventure 7 is not announced ("")
        }
    }

    @Test func aSingleMatchIsOnePage() async throws {
        try await withStagingAPI { api in
            let page = try await source(api).page(query: try MoviesDataFixtures.query("INTERSTELLAR"), page: 1)
            #expect(
                page
                    == MoviesPage(
                        page: 1, totalPages: 1,
                        movies: [
                            Movie(
                                id: 157_336, title: "Interstellar", overview: "About Interstellar.",
                                posterPath: "/interstellar.svg",
                                releaseDate: MoviesDataTestSupport.utcDate(2014, 11, 5), voteAverage: 7.5)
                        ], totalResults: 1))
        }
    }

    @Test func pagingReachesTheLastPageThenNothing() async throws {
        let query = try #require(space)
        try await withStagingAPI { api in
            let source = source(api)
            let second = try await source.page(query: query, page: 2)
            let last = try await source.page(query: query, page: 3)
            let past = try await source.page(query: query, page: 4)

            #expect(second.movies.map(\.id) == Array(1021...1040))
            #expect(!second.isLast)
            #expect(last.movies.map(\.id) == Array(1041...1045))
            #expect(last.isLast)
            #expect(past == MoviesPage(page: 4, totalPages: 3, movies: [], totalResults: 45))
        }
    }

    @Test func noMatchIsAnEmptyLastPage() async throws {
        try await withStagingAPI { api in
            let page = try await source(api).page(query: try MoviesDataFixtures.query("zzz"), page: 1)
            #expect(page == MoviesPage(page: 1, totalPages: 1, movies: [], totalResults: 0))
        }
    }

    @Test func aClosedPortIsTheNamedServiceUnreachable() async throws {
        let closed = try closedPortURL()
        let query = try #require(space)
        await #expect(throws: DomainError.unreachable(service: "TMDB")) {
            try await MoviesDataTestSupport.tmdb(baseURL: closed).page(query: query, page: 1)
        }
    }

    @Test func aRefusedKeyIsUnauthorizedWithTMDBsMessage() async throws {
        let query = try #require(space)
        try await withStagingAPI { api -> Void in
            await #expect(
                throws: DomainError.unauthorized(message: "Invalid API key: You must be granted a valid key.")
            ) {
                try await source(api, key: "invalid").page(query: query, page: 1)
            }
        }
    }

    @Test func aServerErrorKeepsItsStatusAndMessage() async throws {
        let query = try #require(space)
        try await withStagingAPI { api -> Void in
            await #expect(
                throws: DomainError.server(status: 500, message: "Internal error: Something went wrong, contact TMDb.")
            ) {
                try await source(api, fault: "status=500").page(query: query, page: 1)
            }
        }
    }

    @Test func theRateLimitIsRateLimited() async throws {
        let query = try #require(space)
        try await withStagingAPI { api -> Void in
            await #expect(throws: DomainError.rateLimited(until: nil)) {
                try await source(api, fault: "ratelimit").page(query: query, page: 1)
            }
        }
    }

    @Test(arguments: ["malformed", "truncated"])
    func anUnreadableBodyIsBadData(fault: String) async throws {
        let query = try #require(space)
        try await withStagingAPI { api in
            do {
                let page = try await source(api, fault: fault).page(query: query, page: 1)
                Issue.record("expected bad data, got \(page)")
            } catch DomainError.badData(let details) {
                #expect(!details.isEmpty)
            }
        }
    }

    @Test func aSlowAnswerTimesOut() async throws {
        let query = try #require(space)
        try await withStagingAPI { api in
            let slow = MoviesDataTestSupport.tmdb(baseURL: api.baseURL, fault: "delay=2000", timeout: 0.5)
            await #expect(throws: DomainError.timedOut) {
                try await slow.page(query: query, page: 1)
            }
        }
    }

    @Test func cancellingARequestThrowsCancellationError() async throws {
        let query = try #require(space)
        try await withStagingAPI { api in
            let slow = source(api, fault: "delay=3000")
            let request = Task { try await slow.page(query: query, page: 1) }
            // Cancelled once the staging API holds the request, which it says when the request arrives.
            await api.requestArrived(path: "/3/search/movie")
            request.cancel()
            await #expect(throws: CancellationError.self) { try await request.value }
        }
    }

    @Test func theKeyNeverReachesTheLogs() async throws {
        let query = try #require(space)
        let log = LogCapture()
        try await withStagingAPI { api in
            let source = MoviesDataTestSupport.tmdb(baseURL: api.baseURL, key: "s3cr3t-tmdb-key", log: log)
            _ = try await source.page(query: query, page: 1)
            let failing = MoviesDataTestSupport.tmdb(
                baseURL: api.baseURL, key: "s3cr3t-tmdb-key", fault: "status=500", log: log)
            _ = try? await failing.page(query: query, page: 1)
        }
        #expect(log.messages.contains { $0.contains("/3/search/movie") })
        #expect(!log.messages.contains { $0.contains("s3cr3t-tmdb-key") })
    }
}
