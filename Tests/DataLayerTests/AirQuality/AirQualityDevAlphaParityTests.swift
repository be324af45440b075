import DataLayer
import DomainLayer
import SampleData
import TestSupport
import Testing

/// Dev (the bundled data source) and alpha (AirKorea's REST source against the staging API over the same
/// dataset) give the same hours, stations, towns and nearby stations for the same inputs.
@Suite struct AirQualityDevAlphaParityTests {
    @Test func devAndAlphaGiveTheSameHoursForEveryBundledStation() async throws {
        let dataset = try SampleDataset.bundled()
        let dev = BundledAirQualityDataSource(stations: dataset.stations)
        try await withStagingAPI(dataset: dataset) { api in
            let alpha = AirQualityDataFixtures.airKorea(baseURL: api.baseURL)
            var all: [AirQualityHistory] = []
            for station in dataset.stations.map(\.stationName) + ["없는곳"] {
                let devHistory = try await dev.history(stationName: station)
                #expect(devHistory == (try await alpha.history(stationName: station)), "\(station)")
                all.append(devHistory)
            }
            // The bundled hours include ones without data and ones without grades, so parity covers them.
            let readings = all.flatMap(\.hourly).flatMap { [$0.pm10, $0.pm25] }
            #expect(readings.contains { $0.value == nil })
            #expect(all.first?.hourly.count == 24)
        }
    }

    @Test(arguments: ["종로", "구", "중", "강남구", "서울", "zzz", "동대문구"])
    func devAndAlphaFindTheSameStations(name: String) async throws {
        let dataset = try SampleDataset.bundled()
        try await withStagingAPI(dataset: dataset) { api in
            let dev = try await BundledAirQualityDataSource(stations: dataset.stations).stations(named: name)
            let alpha = try await AirQualityDataFixtures.airKorea(baseURL: api.baseURL).stations(named: name)
            #expect(dev == alpha)
        }
    }

    @Test func devAndAlphaListTheSameStationsAndARomanizedSearchFindsTheSameInBoth() async throws {
        let dataset = try SampleDataset.bundled()
        let dev = DataSourceAirQualityRepository(source: BundledAirQualityDataSource(stations: dataset.stations))
        try await withStagingAPI(dataset: dataset) { api in
            let alpha = DataSourceAirQualityRepository(source: AirQualityDataFixtures.airKorea(baseURL: api.baseURL))
            let all = try await dev.allStations()
            #expect(all.count == dataset.stations.count)
            #expect(try await alpha.allStations() == all)
            for name in ["Jongno", "seoul", "Jung-gu"] {
                let devFound = try await SearchAirQualityStationsInteractor(repository: dev).execute(name: name)
                let alphaFound = try await SearchAirQualityStationsInteractor(repository: alpha).execute(name: name)
                #expect(devFound == alphaFound, "\(name)")
            }
            let jongno = try await SearchAirQualityStationsInteractor(repository: dev).execute(name: "Jongno")
            #expect(jongno.map(\.name).contains("종로구"))
        }
    }

    @Test func devAndAlphaFindTheSameTownsAndTheSameNearbyStationsForEveryBundledTown() async throws {
        let dataset = try SampleDataset.bundled()
        let dev = DataSourceAirQualityRepository(source: BundledAirQualityDataSource(stations: dataset.stations))
        try await withStagingAPI(dataset: dataset) { api in
            let alpha = DataSourceAirQualityRepository(source: AirQualityDataFixtures.airKorea(baseURL: api.baseURL))
            let names = dataset.stations.flatMap(\.umdNames) + ["동", "zzz"]
            for name in names {
                let devNearby = try await FetchNearbyAirQualityStationsInteractor(repository: dev).execute(
                    townName: name)
                let alphaNearby = try await FetchNearbyAirQualityStationsInteractor(repository: alpha)
                    .execute(townName: name)
                #expect(devNearby == alphaNearby, "\(name)")
                #expect((devNearby != nil) == (name != "zzz"), "\(name)")
            }
        }
    }
}
