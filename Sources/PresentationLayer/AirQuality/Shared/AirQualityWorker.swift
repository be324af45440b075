import DomainLayer

/// The air-quality scenes' worker (Clean Swift): the interactors' one way to the domain's use cases, so no
/// interactor knows where measurements and stations come from.
public struct AirQualityWorker: Sendable {
    /// The most UTF-8 bytes a station's name may have: a longer one names no station.
    public static let maximumStationNameLength = AirQualityStation.maximumNameLength

    private let fetchHistory: any FetchAirQualityHistoryUseCase
    private let fetchSavedStation: any FetchSavedAirQualityStationUseCase
    private let saveStation: any SaveAirQualityStationUseCase
    private let searchStations: any SearchAirQualityStationsUseCase
    private let fetchNearbyStations: any FetchNearbyAirQualityStationsUseCase

    public init(
        fetchHistory: any FetchAirQualityHistoryUseCase, fetchSavedStation: any FetchSavedAirQualityStationUseCase,
        saveStation: any SaveAirQualityStationUseCase, searchStations: any SearchAirQualityStationsUseCase,
        fetchNearbyStations: any FetchNearbyAirQualityStationsUseCase
    ) {
        self.fetchHistory = fetchHistory
        self.fetchSavedStation = fetchSavedStation
        self.saveStation = saveStation
        self.searchStations = searchStations
        self.fetchNearbyStations = fetchNearbyStations
    }

    /// The last 24 hours of `stationName`, newest first.
    public func history(stationName: String) async throws -> AirQualityHistory {
        try await fetchHistory.execute(stationName: stationName)
    }

    /// The station the user chose, else 종로구.
    public func savedStationName() async throws -> String {
        try await fetchSavedStation.execute()
    }

    /// Keeps `stationName` as the user's choice.
    public func save(stationName: String) async throws {
        try await saveStation.execute(stationName: stationName)
    }

    /// Stations whose name contains `name`.
    public func stations(named name: String) async throws -> [AirQualityStation] {
        try await searchStations.execute(name: name)
    }

    /// The stations nearest to the town called `townName`; nil when there is no such town.
    public func nearbyStations(townName: String) async throws -> AirQualityNearbyStations? {
        try await fetchNearbyStations.execute(townName: townName)
    }
}
