import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

/// TMDB answers no real service sends: a bad row, ten thousand rows, a movie of a thousand genres.
@Suite struct HostileTMDBTests {
    static func movie(_ id: Int) -> String {
        #"{"id":\#(id),"title":"Movie \#(id)","overview":"","poster_path":null,"release_date":""}"#
    }

    static func page(_ results: [String]) -> HostileUpstream.Answer {
        .json(
            #"{"page":1,"total_pages":1,"total_results":\#(results.count),"results":[\#(results.joined(separator: ","))]}"#
        )
    }

    @Test func aMalformedRowIsSkippedAndCountedNotFatalForThePage() async throws {
        let rows = [Self.movie(1), #"{"id":"two","title":7}"#, "null", Self.movie(3)]
        try await withHostileUpstream(["/3/search/movie": Self.page(rows)]) { upstream in
            let log = LogCapture()
            let page = try await MoviesDataTestSupport.tmdb(baseURL: upstream.baseURL, log: log)
                .page(query: try MoviesDataFixtures.query("movie"), page: 1)
            #expect(page.movies.map(\.id) == [1, 3])
            #expect(log.messages.contains { $0.contains("Skipped results") && $0.contains("skipped=2") })
        }
    }

    @Test func aPageOfTenThousandRowsKeepsAtMostTheMaximum() async throws {
        let rows = (1...10_000).map(Self.movie)
        try await withHostileUpstream(["/3/search/movie": Self.page(rows)]) { upstream in
            let page = try await MoviesDataTestSupport.tmdb(baseURL: upstream.baseURL)
                .page(query: try MoviesDataFixtures.query("movie"), page: 1)
            #expect(page.movies.map(\.id) == Array(1...MoviesResponseDTO.maximumResults))
        }
    }

    @Test func aPageLargerThanTheBodyCapIsBadData() async throws {
        let overview = String(repeating: "x", count: 3 << 20)
        let row = #"{"id":1,"title":"Long","overview":"\#(overview)"}"#
        _ = try await withHostileUpstream(["/3/search/movie": Self.page([row])]) { upstream in
            await #expect(throws: DomainError.badData(details: "The answer was larger than 2048 KiB.")) {
                _ = try await MoviesDataTestSupport.tmdb(baseURL: upstream.baseURL)
                    .page(query: try MoviesDataFixtures.query("movie"), page: 1)
            }
        }
    }

    @Test func badGenresAreSkippedAndAThousandAreCutToTheMaximum() async throws {
        let genres = [#"{"id":"x"}"#] + (1...1_000).map { #"{"id":\#($0),"name":"Genre \#($0)"}"# }
        let body = #"{"id":7,"title":"Many","runtime":0,"genres":[\#(genres.joined(separator: ","))]}"#
        try await withHostileUpstream(["/3/movie/7": .json(body)]) { upstream in
            let log = LogCapture()
            let details = try await MoviesDataTestSupport.tmdb(baseURL: upstream.baseURL, log: log).details(id: 7)
            #expect(details.genres.map(\.id) == Array(1...MovieDetailsDTO.maximumGenres))
            #expect(details.runtime == nil)
            #expect(details.status == "")
            #expect(log.messages.contains { $0.contains("Skipped genres") && $0.contains("skipped=981") })
        }
    }
}
