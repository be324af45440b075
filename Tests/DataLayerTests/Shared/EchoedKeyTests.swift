import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

/// Services that echo Strata's key in a successful answer (status 200): the key is masked before anything of
/// the answer is read, so it reaches neither a log line nor a page, whatever the answer's status.
@Suite struct EchoedKeyTests {
    static let key = "sk-echoed-0123456789abcdef"

    @Test func anAirKoreaGatewayRefusalSentWith200NeverLogsTheKey() async throws {
        let gateway = AirQualityDataFixtures.gatewayBody(
            code: "30", message: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR serviceKey=\(Self.key)")
        try await withHostileUpstream([
            AirQualityDataFixtures.realtimePath: .ok(Data(gateway.utf8), contentType: "text/xml")
        ]) { upstream in
            let log = LogCapture()
            let source = AirQualityDataFixtures.airKorea(baseURL: upstream.baseURL, key: Self.key, log: log)
            await #expect(throws: DomainError.self) { _ = try await source.history(stationName: "종로구") }
            let lines = log.messages.joined(separator: "\n")
            #expect(lines.contains("SERVICE_KEY_IS_NOT_REGISTERED_ERROR serviceKey=REDACTED"))
            #expect(!lines.contains(Self.key))
        }
    }

    @Test func anAirKoreaJSONRefusalSentWith200NeverLogsTheKey() async throws {
        let body = AirQualityDataFixtures.refusalBody(code: "22", message: "LIMITED key \(Self.key)")
        try await withHostileUpstream([AirQualityDataFixtures.stationListPath: .json(body)]) { upstream in
            let log = LogCapture()
            let source = AirQualityDataFixtures.airKorea(baseURL: upstream.baseURL, key: Self.key, log: log)
            await #expect(throws: DomainError.self) { _ = try await source.stations(named: "종로") }
            let lines = log.messages.joined(separator: "\n")
            #expect(lines.contains("LIMITED key REDACTED"))
            #expect(!lines.contains(Self.key))
        }
    }

    @Test func aTMDBPageEchoingTheKeyInATitleNeverShowsIt() async throws {
        let page =
            #"{"page":1,"total_pages":1,"total_results":1,"results":[{"id":7,"title":"Key \#(Self.key)"}]}"#
        try await withHostileUpstream(["/3/search/movie": .json(page)]) { upstream in
            let log = LogCapture()
            let movies = try await MoviesDataTestSupport.tmdb(baseURL: upstream.baseURL, key: Self.key, log: log)
                .page(query: try MoviesDataFixtures.query("key"), page: 1)
            #expect(movies.movies.map(\.title) == ["Key REDACTED"])
            #expect(!log.messages.joined().contains(Self.key))
        }
    }

    @Test func aGitHubUserEchoingTheTokenNeverShowsIt() async throws {
        let token = "ghp_echoed0123456789"
        let users = #"[{"login":"\#(token)","id":1,"avatar_url":"https://avatars.githubusercontent.com/u/1"}]"#
        try await withHostileUpstream(["/users": .json(users)]) { upstream in
            let page = try await UsersDataFixtures.gitHub(baseURL: upstream.baseURL, token: token)
                .page(since: 0, perPage: 30)
            #expect(page.users.map(\.login) == ["REDACTED"])
        }
    }
}
