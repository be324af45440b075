import DomainLayer
import LiveWeb

// The Air quality scene's use cases and repositories, each a step of the request being answered.

struct TracedFetchAirQualityHistoryUseCase: FetchAirQualityHistoryUseCase {
    let base: any FetchAirQualityHistoryUseCase
    private let type: TracedType

    init(base: any FetchAirQualityHistoryUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute(stationName: String) async throws -> AirQualityHistory {
        try await RequestTracing.step(.useCase, type: type, "execute") {
            try await base.execute(stationName: stationName)
        }
    }
}

struct TracedSearchAirQualityStationsUseCase: SearchAirQualityStationsUseCase {
    let base: any SearchAirQualityStationsUseCase
    private let type: TracedType

    init(base: any SearchAirQualityStationsUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute(name: String) async throws -> [AirQualityStation] {
        try await RequestTracing.step(.useCase, type: type, "execute") {
            try await base.execute(name: name)
        }
    }
}

struct TracedFetchNearbyAirQualityStationsUseCase: FetchNearbyAirQualityStationsUseCase {
    let base: any FetchNearbyAirQualityStationsUseCase
    private let type: TracedType

    init(base: any FetchNearbyAirQualityStationsUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute(townName: String) async throws -> AirQualityNearbyStations? {
        try await RequestTracing.step(.useCase, type: type, "execute") {
            try await base.execute(townName: townName)
        }
    }
}

struct TracedFetchSavedAirQualityStationUseCase: FetchSavedAirQualityStationUseCase {
    let base: any FetchSavedAirQualityStationUseCase
    private let type: TracedType

    init(base: any FetchSavedAirQualityStationUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute() async throws -> String {
        try await RequestTracing.step(.useCase, type: type, "execute") { try await base.execute() }
    }
}

struct TracedSaveAirQualityStationUseCase: SaveAirQualityStationUseCase {
    let base: any SaveAirQualityStationUseCase
    private let type: TracedType

    init(base: any SaveAirQualityStationUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute(stationName: String) async throws {
        try await RequestTracing.step(.useCase, type: type, "execute") {
            try await base.execute(stationName: stationName)
        }
    }
}

/// A repository that keeps AirKorea's answers (`isCache`) is a miss when AirKorea was asked inside the call; the
/// bundled stations say no cache.
struct TracedAirQualityRepository: AirQualityRepository {
    let base: any AirQualityRepository
    let isCache: Bool
    private let type: TracedType

    init(base: any AirQualityRepository, isCache: Bool) {
        self.base = base
        self.isCache = isCache
        type = TracedType(of: base)
    }

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

    private func step<T>(_ operation: StaticString, _ body: () async throws -> T) async throws -> T {
        try await RequestTracing.step(.repository, type: type, operation, cacheBySource: isCache, body)
    }
}

struct TracedAirQualityStationSettingRepository: AirQualityStationSettingRepository {
    let base: any AirQualityStationSettingRepository
    private let type: TracedType

    init(base: any AirQualityStationSettingRepository) {
        self.base = base
        type = TracedType(of: base)
    }

    func savedStationName() async throws -> String? {
        try await RequestTracing.step(.repository, type: type, "savedStationName") {
            try await base.savedStationName()
        }
    }

    func saveStationName(_ stationName: String) async throws {
        try await RequestTracing.step(.repository, type: type, "saveStationName") {
            try await base.saveStationName(stationName)
        }
    }
}
