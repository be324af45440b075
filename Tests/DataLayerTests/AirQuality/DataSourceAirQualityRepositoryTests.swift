import DataLayer
import DomainLayer
import Foundation
import SampleData
import TestSupport
import Testing

/// The repository over both sources: what it answers without asking, and a station without hours.
@Suite struct DataSourceAirQualityRepositoryTests {
    /// A repository whose every request would fail as offline, so an answer proves nothing was asked.
    func unreachable() throws -> DataSourceAirQualityRepository {
        DataSourceAirQualityRepository(source: AirQualityDataFixtures.airKorea(baseURL: try closedPortURL()))
    }

    @Test func blankNamesFindNothingWithoutARequest() async throws {
        let repository = try unreachable()
        #expect(try await repository.stations(named: " \n ") == [])
        #expect(try await repository.stations(named: "\u{3000}\u{00A0}\t\u{2028}") == [])
        #expect(try await repository.towns(named: "") == [])
        await #expect(throws: DomainError.notFound) { try await repository.history(stationName: "  ") }
    }

    @Test func coordinatesThatAreNotNumbersFindNoStationWithoutARequest() async throws {
        let repository = try unreachable()
        #expect(try await repository.nearbyStations(tmX: .nan, tmY: 452_000) == [])
        #expect(try await repository.nearbyStations(tmX: 199_000, tmY: .infinity) == [])
    }

    @Test func namesAreTrimmedBeforeTheyAreAsked() async throws {
        try await withStagingAPI { api in
            let repository = DataSourceAirQualityRepository(
                source: AirQualityDataFixtures.airKorea(baseURL: api.baseURL))
            let stations = try await repository.stations(named: " 종로 ")
            let towns = try await repository.towns(named: "명동\n")
            let history = try await repository.history(stationName: " 중구 ")
            // White space of any kind: an ideographic space (as a Korean keyboard types), a no-break space.
            let spaced = try await repository.stations(named: "\u{3000}종로\u{00A0}\r\n")
            #expect(spaced.map(\.name) == ["종로구"])
            #expect(stations.map(\.name) == ["종로구"])
            #expect(towns.map(\.name) == ["명동"])
            #expect(history.stationName == "중구")
        }
    }

    @Test func aStationWithoutHoursIsNotFoundInDevAndAlpha() async throws {
        let dataset = AirQualityDataFixtures.dataset(firstStationHours: 0)
        try await withStagingAPI(dataset: dataset) { api in
            for source in [
                AirQualityDataFixtures.airKorea(baseURL: api.baseURL) as any AirQualityDataSource,
                BundledAirQualityDataSource(stations: dataset.stations),
            ] {
                let repository = DataSourceAirQualityRepository(source: source)
                await #expect(throws: DomainError.notFound) { try await repository.history(stationName: "종로구") }
                await #expect(throws: DomainError.notFound) { try await repository.history(stationName: "없는곳") }
            }
        }
    }

    @Test func unreadableBundledStationsAreBadDataOnScreen() async throws {
        struct Broken: Error {}
        let repository = DataSourceAirQualityRepository(
            source: BundledAirQualityDataSource(stations: { throw Broken() }))
        let error = await #expect(throws: DomainError.self) { try await repository.stations(named: "종로") }
        guard case .badData(let details) = error else {
            Issue.record("expected bad data, got \(String(describing: error))")
            return
        }
        #expect(details.contains("stations"))
    }
}
