import DomainLayer
import LiveWeb

// The Air quality scene's use cases and repositories, each a step of the request being answered.

struct TracedFetchAirQualityHistoryUseCase: FetchAirQualityHistoryUseCase {
    let base: any FetchAirQualityHistoryUseCase

    func execute(stationName: String) async throws -> AirQualityHistory {
        try await RequestTracing.step(.useCase, type: tracedTypeName(base), "execute") {
            try await base.execute(stationName: stationName)
        }
    }
}

struct TracedSearchAirQualityStationsUseCase: SearchAirQualityStationsUseCase {
    let base: any SearchAirQualityStationsUseCase

    func execute(name: String) async throws -> [AirQualityStation] {
        try await RequestTracing.step(.useCase, type: tracedTypeName(base), "execute") {
            try await base.execute(name: name)
        }
    }
}

struct TracedFetchNearbyAirQualityStationsUseCase: FetchNearbyAirQualityStationsUseCase {
    let base: any FetchNearbyAirQualityStationsUseCase

    func execute(townName: String) async throws -> AirQualityNearbyStations? {
        try await RequestTracing.step(.useCase, type: tracedTypeName(base), "execute") {
            try await base.execute(townName: townName)
        }
    }
}

struct TracedFetchSavedAirQualityStationUseCase: FetchSavedAirQualityStationUseCase {
    let base: any FetchSavedAirQualityStationUseCase

    func execute() async throws -> String {
        try await RequestTracing.step(.useCase, type: tracedTypeName(base), "execute") { try await base.execute() }
    }
}

struct TracedSaveAirQualityStationUseCase: SaveAirQualityStationUseCase {
    let base: any SaveAirQualityStationUseCase

    func execute(stationName: String) async throws {
        try await RequestTracing.step(.useCase, type: tracedTypeName(base), "execute") {
            try await base.execute(stationName: stationName)
        }
    }
}

/// A repository that keeps AirKorea's answers (`isCache`) is a miss when AirKorea was asked inside the call; the
/// bundled stations say no cache.
struct TracedAirQualityRepository: AirQualityRepository {
    let base: any AirQualityRepository
    let isCache: Bool

    func history(stationName: String) async throws -> AirQualityHistory {
        try await step("history") { try await base.history(stationName: stationName) }
    }

    func stations(named name: String) async throws -> [AirQualityStation] {
        try await step("stations") { try await base.stations(named: name) }
    }

    func allStations() async throws -> [AirQualityStation] {
        try await step("allStations") { try await base.allStations() }
    }

    func towns(named name: String) async throws -> [AirQualityTown] {
        try await step("towns") { try await base.towns(named: name) }
    }

    func nearbyStations(tmX: Double, tmY: Double) async throws -> [NearbyAirQualityStation] {
        try await step("nearbyStations") { try await base.nearbyStations(tmX: tmX, tmY: tmY) }
    }

    private func step<T>(_ operation: String, _ body: () async throws -> T) async throws -> T {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), operation, cacheBySource: isCache, body)
    }
}

struct TracedAirQualityStationSettingRepository: AirQualityStationSettingRepository {
    let base: any AirQualityStationSettingRepository

    func savedStationName() async throws -> String? {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), "savedStationName") {
            try await base.savedStationName()
        }
    }

    func saveStationName(_ stationName: String) async throws {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), "saveStationName") {
            try await base.saveStationName(stationName)
        }
    }
}
