import DataLayer
import DomainLayer
import Foundation
import StagingAPI
import TestSupport
import Testing

/// `RemoteMoviesDataSource.details(id:)` against the staging API: `GET /3/movie/{id}` and its failures.
@Suite struct TMDBMovieDetailsTests {
    func source(_ api: RunningStagingAPI, key: String = "staging-key", fault: String? = nil) -> RemoteMoviesDataSource {
        MoviesDataTestSupport.tmdb(baseURL: api.baseURL, key: key, fault: fault)
    }

    @Test func detailsAreDecodedAndMapped() async throws {
        try await withStagingAPI { api in
            let details = try await source(api).details(id: 1001)

            #expect(
                details
                    == MovieDetails(
                        id: 1001, title: "Space Adventure 1", overview: "About Space Adventure 1.",
                        posterPath: "/space1.svg", releaseDate: MoviesDataTestSupport.utcDate(2001, 1, 2), runtime: 91,
                        genres: [
                            MovieDetails.Genre(id: 878, name: "Science Fiction"),
                            MovieDetails.Genre(id: 12, name: "Adventure"),
                        ],
                        tagline: "Adventure 1 awaits.", status: "Released", voteAverage: 7.5, voteCount: 2))
        }
    }

    @Test func aNullPosterAnEmptyDateANullRuntimeAndAnEmptyTaglineAreNone() async throws {
        try await withStagingAPI { api in
            // Space Adventure 35 has no poster, no release date ("") and no runtime (null); 33 no tagline ("").
            let sparse = try await source(api).details(id: 1035)
            #expect(sparse.posterPath == nil)
            #expect(sparse.releaseDate == nil)
            #expect(sparse.runtime == nil)
            #expect(sparse.status == "Planned")
            #expect(try await source(api).details(id: 1033).tagline == nil)
        }
    }

    @Test(arguments: [999, 0, -1001, Int.max])
    func anUnknownIdIsNotFound(id: Int) async throws {
        try await withStagingAPI { api -> Void in
            await #expect(throws: DomainError.notFound) { try await source(api).details(id: id) }
        }
    }

    @Test func aRefusedKeyIsUnauthorizedWithTMDBsMessage() async throws {
        try await withStagingAPI { api -> Void in
            await #expect(
                throws: DomainError.unauthorized(message: "Invalid API key: You must be granted a valid key.")
            ) {
                try await source(api, key: "invalid").details(id: 1001)
            }
        }
    }

    @Test func aServerErrorKeepsItsStatusAndMessage() async throws {
        try await withStagingAPI { api -> Void in
            await #expect(
                throws: DomainError.server(status: 500, message: "Internal error: Something went wrong, contact TMDb.")
            ) {
                try await source(api, fault: "status=500").details(id: 1001)
            }
        }
    }

    @Test(arguments: ["malformed", "truncated"])
    func anUnreadableBodyIsBadData(fault: String) async throws {
        try await withStagingAPI { api in
            do {
                let details = try await source(api, fault: fault).details(id: 1001)
                Issue.record("expected bad data, got \(details)")
            } catch DomainError.badData(let details) {
                #expect(!details.isEmpty)
            }
        }
    }

    @Test func aClosedPortIsTheNamedServiceUnreachable() async throws {
        let closed = try closedPortURL()
        await #expect(throws: DomainError.unreachable(service: "TMDB")) {
            try await MoviesDataTestSupport.tmdb(baseURL: closed).details(id: 1001)
        }
    }

    @Test func theKeyNeverReachesTheLogs() async throws {
        let log = LogCapture()
        try await withStagingAPI { api in
            _ = try await MoviesDataTestSupport.tmdb(baseURL: api.baseURL, key: "s3cr3t-tmdb-key", log: log)
                .details(id: 1001)
            _ = try? await MoviesDataTestSupport.tmdb(
                baseURL: api.baseURL, key: "s3cr3t-tmdb-key", fault: "status=500", log: log
            ).details(id: 1001)
        }
        #expect(log.messages.contains { $0.contains("/3/movie/1001") })
        #expect(!log.messages.contains { $0.contains("s3cr3t-tmdb-key") })
    }
}
