import DataLayer
import DomainLayer
import Foundation
import GRDB
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
                source: Fixtures.airKorea(baseURL: baseURL, fault: fault)),
            cache: cache, now: clock.nowFunction)
    }

    /// A cache in its own temporary `cache.sqlite`, on `clock`, keeping entries a day.
    func withCache<T>(clock: TestWallClock, _ body: (SQLiteResponseCacheStore) async throws -> T) async throws -> T {
        try await withCache(clock: clock) { store, _ in try await body(store) }
    }

    /// A cache as `withCache(clock:_:)` makes it, with its file's database for planting rows.
    func withCache<T>(
        clock: TestWallClock, _ body: (SQLiteResponseCacheStore, SQLiteDatabase) async throws -> T
    ) async throws -> T {
        try await withTemporaryDirectory { directory in
            let database = try SQLiteDatabase.open(
                file: directory.appendingPathComponent("cache.sqlite"), contents: .cache, migrator: DatabaseSchema.cache
            )
            let store = SQLiteResponseCacheStore(
                database: database, namespace: "airquality",
                policy: CachePolicy(maxAge: .seconds(24 * 3600), maxBytes: 1 << 20), now: clock.nowFunction)
            return try await body(store, database)
        }
    }

    @Test func measurementsAreAskedOnceUntilTheNextHoursPublication() async throws {
        // Fetched at 15:30, after 15:15's publication: current until 16:15.
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

    @Test func aRefreshAsksWithinTheHourKeepsTheAnswerAndTellsAFailureInsteadOfASavedCopy() async throws {
        let clock = TestWallClock(Fixtures.seoul("2024-05-20 15:30"))
        try await withStagingAPI { api in
            try await withCache(clock: clock) { cache in
                let repository = repository(api.baseURL, cache: cache, clock: clock)
                let first = try await repository.history(stationName: "종로구")
                #expect(try await repository.refreshing.history(stationName: "종로구") == first)
                #expect(await api.requestCount(path: Fixtures.realtimePath) == 2)
                // What the refresh fetched is kept for the hour.
                #expect(try await repository.history(stationName: "종로구") == first)
                #expect(await api.requestCount(path: Fixtures.realtimePath) == 2)

                let failing = self.repository(api.baseURL, cache: cache, clock: clock, fault: "status=500")
                #expect(try await failing.history(stationName: "종로구") == first)
                await #expect(throws: DomainError.self) {
                    try await failing.refreshing.history(stationName: "종로구")
                }
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

    /// A station's saved measurements as the cache stores them, to plant a row another program could leave.
    struct SavedCopyRow: Encodable {
        var history: AirQualityHistory
        var savedAt: Date
    }

    /// A saved copy of 종로구 as another program could leave it, the clock reading 2024-05-20 15:30 in Seoul:
    /// `value` its bytes (nil: one hour of `pm10` and `pm25`, saved `savedAfter` seconds after the clock's time),
    /// `storedAt` an SQL expression in which `NOW` is the clock's time.
    struct PlantedCopy: CustomTestStringConvertible, Sendable {
        var name: String
        var pm10: Int? = 41
        var pm25: Int? = 20
        /// Seconds after the clock's time that the copy says it was saved.
        var savedAfter: TimeInterval = 0
        var value: String?
        var storedAt = "NOW"

        var testDescription: String { name }
    }

    static let brokenCopies = [
        PlantedCopy(name: "a PM10 reading of Int.max", pm10: Int.max),
        PlantedCopy(name: "a PM2.5 reading of Int.min", pm25: Int.min),
        PlantedCopy(name: "a PM10 reading past any measured", pm10: 10_001),
        PlantedCopy(name: "saved 30 days ahead", savedAfter: 30 * 86_400, storedAt: "NOW + 30 * 86400"),
        PlantedCopy(name: "saved 30 days ahead, stored now", savedAfter: 30 * 86_400),
        PlantedCopy(name: "saved at 1e300", savedAfter: 1e300),
        PlantedCopy(name: "stored 30 days ahead", storedAt: "NOW + 30 * 86400"),
        PlantedCopy(name: "stored at 1e300", storedAt: "1e300"),
        PlantedCopy(name: "stored at a time that is text", storedAt: "'later'"),
        PlantedCopy(name: "a payload that is not JSON", value: "{\"history\":"),
    ]

    /// A saved copy the app could not have stored (a reading near `Int.max` once overflowed the chart on every
    /// visit; a copy from a clock set ahead was current for 30 days) is a miss, and is dropped: it is neither
    /// served as current nor as a saved copy when AirKorea fails, and the next ask fetches AirKorea's answer and
    /// keeps it.
    @Test(arguments: brokenCopies)
    func aSavedCopyThatCannotBeReadIsDroppedAndTheMeasurementsFetchedAgain(copy: PlantedCopy) async throws {
        let now = Fixtures.seoul("2024-05-20 15:30")
        let clock = TestWallClock(now)
        try await withStagingAPI { api in
            try await withCache(clock: clock) { cache, database in
                let hour = AirQualityMeasurement(
                    time: Fixtures.seoul("2024-05-20 15:00"),
                    pm10: AirQualityReading(value: copy.pm10, grade: .moderate),
                    pm25: AirQualityReading(value: copy.pm25, grade: .moderate))
                let row = SavedCopyRow(
                    history: AirQualityHistory(stationName: "종로구", hourly: [hour]),
                    savedAt: now.addingTimeInterval(copy.savedAfter))
                let value = try copy.value.map { Data($0.utf8) } ?? JSONEncoder().encode(row)
                let storedAt = copy.storedAt.replacingOccurrences(of: "NOW", with: "\(now.timeIntervalSince1970)")
                try await database.writer.write { db in
                    try db.execute(
                        sql: """
                            INSERT INTO response_cache (namespace, key, value, byteCount, storedAt, accessedAt)
                            VALUES ('airquality', 'history|종로구', ?, ?, \(storedAt), ?)
                            """,
                        arguments: [value, value.count, now.timeIntervalSince1970])
                }

                await #expect(throws: DomainError.self) {
                    try await repository(api.baseURL, cache: cache, clock: clock, fault: "status=500")
                        .history(stationName: "종로구")
                }
                #expect(try await cache.usage().entries == 0)

                let working = repository(api.baseURL, cache: cache, clock: clock)
                let fresh = try await working.history(stationName: "종로구")
                #expect(try await working.history(stationName: "종로구") == fresh)
                #expect(fresh.savedCopy == nil)
                #expect(fresh.hourly.allSatisfy { ($0.pm10.value ?? 0) <= 10_000 && ($0.pm25.value ?? 0) >= 0 })
                #expect(fresh.hourly.count > 1)
                #expect(await api.requestCount(path: Fixtures.realtimePath) == 2)
            }
        }
    }
}
