import DataLayer
import DomainLayer
import Foundation
import StagingAPI
import TestSupport
import Testing

/// AirKorea's answers kept in the response cache, counted at the staging API: measurements until the next
/// hourly publication (15 minutes past the hour, Korea time), look-ups for a day, and a saved copy, marked, when
/// the service fails.
@Suite struct CachedAirQualityRepositoryTests {
    typealias Fixtures = AirQualityDataFixtures

    /// A repository over the staging API at `baseURL` (sending `fault` on every request) and `cache`.
    func repository(
        _ baseURL: URL, cache: SQLiteResponseCacheStore, clock: TestWallClock, fault: String? = nil
    ) -> CachedAirQualityRepository {
        CachedAirQualityRepository(
            repository: DataSourceAirQualityRepository(
                source: Fixtures.airKorea(baseURL: baseURL, fault: fault, timeout: 5)),
            cache: cache, now: clock.nowFunction)
    }

    /// A cache in its own temporary `cache.sqlite`, on `clock`, keeping entries a day.
    func withCache<T>(clock: TestWallClock, _ body: (SQLiteResponseCacheStore) async throws -> T) async throws -> T {
        try await withTemporaryDirectory { directory in
            let database = try SQLiteDatabase.open(
                file: directory.appendingPathComponent("cache.sqlite"), contents: .cache, migrator: DatabaseSchema.cache
            )
            let store = SQLiteResponseCacheStore(
                database: database, namespace: "airquality",
                policy: CachePolicy(maxAge: .seconds(24 * 3600), maxBytes: 1 << 20), now: clock.nowFunction)
            return try await body(store)
        }
    }

    @Test func measurementsAreAskedOnceUntilTheNextHoursPublication() async throws {
        // NB: fetched at 15:30, after 15:15's publication: current until 16:15.
        let clock = TestWallClock(Fixtures.seoul("2024-05-20 15:30"))
        try await withStagingAPI { api in
            try await withCache(clock: clock) { cache in
                let repository = repository(api.baseURL, cache: cache, clock: clock)
                let first = try await repository.history(stationName: "종로구")
                clock.advance(by: .seconds(44 * 60))
                #expect(try await repository.history(stationName: "종로구") == first)
                #expect(first.savedCopy == nil)
                #expect(await api.requestCount(path: Fixtures.realtimePath) == 1)
                clock.advance(by: .seconds(2 * 60))
                _ = try await repository.history(stationName: "종로구")
                #expect(await api.requestCount(path: Fixtures.realtimePath) == 2)
            }
        }
    }

    @Test func measurementsFetchedBeforeTheHoursPublicationAreAskedAgainAtIt() async throws {
        let clock = TestWallClock(Fixtures.seoul("2024-05-20 15:10"))
        try await withStagingAPI { api in
            try await withCache(clock: clock) { cache in
                let repository = repository(api.baseURL, cache: cache, clock: clock)
                _ = try await repository.history(stationName: "종로구")
                clock.advance(by: .seconds(4 * 60))
                _ = try await repository.history(stationName: "종로구")
                #expect(await api.requestCount(path: Fixtures.realtimePath) == 1)
                clock.advance(by: .seconds(2 * 60))
                _ = try await repository.history(stationName: "종로구")
                #expect(await api.requestCount(path: Fixtures.realtimePath) == 2)
            }
        }
    }

    @Test func theWholeStationListIsAskedOnceADay() async throws {
        let clock = TestWallClock(Fixtures.seoul("2024-05-20 15:30"))
        try await withStagingAPI { api in
            try await withCache(clock: clock) { cache in
                let repository = repository(api.baseURL, cache: cache, clock: clock)
                let all = try await repository.allStations()
                #expect(all.map(\.name).contains("종로구"))
                #expect(try await repository.allStations() == all)
                #expect(try await repository.stations(named: "종로") != all)
                #expect(await api.requestCount(path: Fixtures.stationListPath) == 2)
                clock.advance(by: .seconds(24 * 3600 + 1))
                _ = try await repository.allStations()
                #expect(await api.requestCount(path: Fixtures.stationListPath) == 3)
            }
        }
    }

    @Test func aNameSearchAndANearbySearchAreAskedOnceADay() async throws {
        let clock = TestWallClock(Fixtures.seoul("2024-05-20 15:30"))
        try await withStagingAPI { api in
            try await withCache(clock: clock) { cache in
                let repository = repository(api.baseURL, cache: cache, clock: clock)
                let stations = try await repository.stations(named: "종로")
                #expect(try await repository.stations(named: " 종로 ") == stations)
                #expect(stations.map(\.name).contains("종로구"))
                let town = try #require(try await repository.towns(named: "혜화").first)
                let nearby = try await repository.nearbyStations(tmX: town.tmX, tmY: town.tmY)
                #expect(try await repository.towns(named: "혜화").first == town)
                #expect(try await repository.nearbyStations(tmX: town.tmX, tmY: town.tmY) == nearby)
                #expect(!nearby.isEmpty)
                #expect(await api.requestCount(path: Fixtures.stationListPath) == 1)
                #expect(await api.requestCount(path: Fixtures.townPath) == 1)
                #expect(await api.requestCount(path: Fixtures.nearbyPath) == 1)
                clock.advance(by: .seconds(24 * 3600 + 1))
                _ = try await repository.stations(named: "종로")
                #expect(await api.requestCount(path: Fixtures.stationListPath) == 2)
            }
        }
    }

    @Test(arguments: ["status=500", "status=503", "resultcode=22", "drop"])
    func aFailingServiceServesTheSavedMeasurementsMarkedWithWhenTheyWereSaved(fault: String) async throws {
        let savedAt = Fixtures.seoul("2024-05-20 15:30")
        let clock = TestWallClock(savedAt)
        try await withStagingAPI { api in
            try await withCache(clock: clock) { cache in
                let saved = try await repository(api.baseURL, cache: cache, clock: clock)
                    .history(stationName: "종로구")
                clock.advance(by: .seconds(3 * 3600))
                let failing = repository(api.baseURL, cache: cache, clock: clock, fault: fault)
                let served = try await failing.history(stationName: "종로구")
                #expect(served.savedCopy == AirQualityHistory.SavedCopy(savedAt: savedAt))
                #expect(served.hourly == saved.hourly)
                #expect(served.stationName == saved.stationName)
                #expect(await api.requestCount(path: Fixtures.realtimePath) == 2)
            }
        }
    }

    @Test func aFailingServiceWithNothingSavedFailsAsBefore() async throws {
        let clock = TestWallClock(Fixtures.seoul("2024-05-20 15:30"))
        try await withStagingAPI { api in
            try await withCache(clock: clock) { cache in
                let failing = repository(api.baseURL, cache: cache, clock: clock, fault: "status=500")
                await #expect(throws: DomainError.self) { try await failing.history(stationName: "종로구") }
            }
        }
    }

    @Test func aStationThatIsNotThereIsNotHiddenBehindASavedCopy() async throws {
        let clock = TestWallClock(Fixtures.seoul("2024-05-20 15:30"))
        try await withStagingAPI { api in
            try await withCache(clock: clock) { cache in
                let repository = repository(api.baseURL, cache: cache, clock: clock)
                await #expect(throws: DomainError.notFound) { try await repository.history(stationName: "없는역") }
            }
        }
    }

    @Test func theSavedMeasurementsOutliveTheRepositoryAndTheServer() async throws {
        let savedAt = Fixtures.seoul("2024-05-20 15:30")
        let clock = TestWallClock(savedAt)
        try await withCache(clock: clock) { cache in
            let saved = try await withStagingAPI { api in
                try await repository(api.baseURL, cache: cache, clock: clock).history(stationName: "종로구")
            }
            clock.advance(by: .seconds(2 * 3600))
            let stopped = try closedPortURL()
            let served = try await repository(stopped, cache: cache, clock: clock).history(stationName: "종로구")
            #expect(served.hourly == saved.hourly)
            #expect(served.savedCopy?.savedAt == savedAt)
        }
    }
}
