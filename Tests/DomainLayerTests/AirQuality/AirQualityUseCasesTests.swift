import DomainLayer
import Foundation
import Testing

@Suite struct AirQualityUseCasesTests {
    static let start = Date(timeIntervalSince1970: 1_716_130_800)

    static func hour(_ offset: Int, pm10: Int? = 40) -> AirQualityMeasurement {
        AirQualityMeasurement(
            time: start.addingTimeInterval(Double(offset) * 3600),
            pm10: AirQualityReading(value: pm10, grade: pm10.map(ParticulateMatter.pm10.grade(for:))),
            pm25: AirQualityReading(value: nil, grade: nil))
    }

    static let jongno = AirQualityStation(name: "종로구", address: "서울 종로구 종로35가길 19")
    static let junggu = AirQualityStation(name: "중구", address: "서울 중구 덕수궁길 15")
    static let hyehwa = AirQualityTown(name: "혜화동", region: "서울특별시 종로구", tmX: 200_282.8, tmY: 453_630.1)

    @Test func theHistoryIsTheNewest24HoursNewestFirst() async throws {
        let shuffled = (0..<30).map { Self.hour($0) }.shuffled()
        let repository = InMemoryAirQualityRepository(
            .init(histories: ["종로구": AirQualityHistory(stationName: "종로구", hourly: shuffled)]))
        let history = try await FetchAirQualityHistoryInteractor(repository: repository).execute(stationName: "종로구")
        #expect(history == AirQualityHistory(stationName: "종로구", hourly: (6..<30).reversed().map { Self.hour($0) }))
        #expect(history.latest == Self.hour(29))
    }

    @Test func aStationWithFewerThan24HoursGivesThemAll() async throws {
        let hours = [Self.hour(2), Self.hour(0, pm10: nil), Self.hour(1)]
        let repository = InMemoryAirQualityRepository(
            .init(histories: ["중구": AirQualityHistory(stationName: "중구", hourly: hours)]))
        let history = try await FetchAirQualityHistoryInteractor(repository: repository).execute(stationName: "중구")
        #expect(history.hourly == [Self.hour(2), Self.hour(1), Self.hour(0, pm10: nil)])
    }

    @Test func aStationWithoutHoursIsNotFound() async throws {
        let repository = InMemoryAirQualityRepository(
            .init(histories: ["중구": AirQualityHistory(stationName: "중구", hourly: [])]))
        await #expect(throws: DomainError.notFound) {
            try await FetchAirQualityHistoryInteractor(repository: repository).execute(stationName: "중구")
        }
        #expect(repository.asked == ["history 중구"])
    }

    @Test func searchingTrimsTheNameAndABlankNameFindsNoneWithoutAsking() async throws {
        let repository = InMemoryAirQualityRepository(.init(stations: [Self.jongno, Self.junggu]))
        let search = SearchAirQualityStationsInteractor(repository: repository)
        #expect(try await search.execute(name: "  종로\n") == [Self.jongno])
        #expect(try await search.execute(name: " \t ") == [])
        #expect(try await search.execute(name: "") == [])
        #expect(repository.asked == ["stations 종로"])
    }

    @Test func nearbyStationsAreThoseOfTheFirstTownNearestFirst() async throws {
        let far = NearbyAirQualityStation(station: Self.junggu, distanceKm: 2.6)
        let near = NearbyAirQualityStation(station: Self.jongno, distanceKm: 1.2)
        let other = AirQualityTown(name: "혜화2동", region: "서울특별시 종로구", tmX: 1, tmY: 2)
        let repository = InMemoryAirQualityRepository(.init(towns: [Self.hyehwa, other], nearby: [far, near]))
        let nearby = try await FetchNearbyAirQualityStationsInteractor(repository: repository).execute(townName: " 혜화 ")
        #expect(nearby == AirQualityNearbyStations(town: Self.hyehwa, stations: [near, far]))
        #expect(repository.asked == ["towns 혜화", "nearby 200282.8,453630.1"])
    }

    @Test func nearbyStationsAsFarAsEachOtherKeepTheServicesOrder() async throws {
        let stations = [("중구", 2.8), ("종로구", 0.4), ("동대문구", 2.8), ("종로", 1.5), ("성북구", 2.8)].map {
            NearbyAirQualityStation(station: AirQualityStation(name: $0, address: ""), distanceKm: $1)
        }
        let repository = InMemoryAirQualityRepository(.init(towns: [Self.hyehwa], nearby: stations))
        let nearby = try await FetchNearbyAirQualityStationsInteractor(repository: repository).execute(townName: "혜화")
        #expect(nearby?.stations.map(\.station.name) == ["종로구", "종로", "중구", "동대문구", "성북구"])
    }

    @Test func noTownMeansNoNearbyStationsAndNoSecondRequest() async throws {
        let repository = InMemoryAirQualityRepository(.init(towns: [Self.hyehwa]))
        let nearby = FetchNearbyAirQualityStationsInteractor(repository: repository)
        #expect(try await nearby.execute(townName: "부산") == nil)
        #expect(try await nearby.execute(townName: "  ") == nil)
        #expect(repository.asked == ["towns 부산"])
    }

    @Test func theSavedStationIsJongnoUntilOneIsChosen() async throws {
        let repository = InMemoryAirQualityRepository()
        let saved = FetchSavedAirQualityStationInteractor(settings: repository)
        #expect(try await saved.execute() == "종로구")
        try await SaveAirQualityStationInteractor(settings: repository).execute(stationName: "중구")
        #expect(try await saved.execute() == "중구")
        #expect(repository.asked == ["save 중구"])
    }

    @Test func aStationNameOverItsCapIsNotSavedAndOneSavedBeforeTheCapIsTheDefault() async throws {
        let huge = String(repeating: "역", count: 700_000)
        let repository = InMemoryAirQualityRepository(.init(savedStationName: huge))
        #expect(try await FetchSavedAirQualityStationInteractor(settings: repository).execute() == "종로구")
        let tooLong = String(repeating: "a", count: AirQualityStation.maximumNameLength + 1)
        await #expect(throws: DomainError.self) {
            try await SaveAirQualityStationInteractor(settings: repository).execute(stationName: tooLong)
        }
        #expect(repository.asked == [])
    }
}
