import DomainLayer

/// The air-quality scenes' worker (Clean Swift): where the domain's use cases are called and composed, so the
/// interactors keep only their scene's flow (what to present, and when) and no interactor knows where
/// measurements and stations come from. Its rules: which station to show (the one asked for, else the one
/// the user chose, else 종로구), and what a station's answer comes to (its measurements, or a missing station
/// when it does not exist or sends no hour), and that a saved choice is told to every open scene
/// (`savedStationChanges`), which is why the app makes one worker for all its scenes.
public struct AirQualityWorker: Sendable {
    /// What the measurements of a station came to.
    public enum Measurements: Hashable, Sendable {
        /// The station's last 24 hours, newest first; at least one hour.
        case measured(AirQualityHistory)
        /// The station does not exist, or sends no data: the user is sent to choose another.
        case missing(stationName: String)
    }

    /// The most UTF-8 bytes a station's name may have: a longer one names no station.
    public static let maximumStationNameLength = AirQualityStation.maximumNameLength

    /// Where a station saved as the user's choice is told (its name), to every open scene of every window:
    /// one for all the scenes made with this worker.
    public let savedStationChanges: UserDataChanges<String>

    private let fetchHistory: any FetchAirQualityHistoryUseCase
    private let refreshHistory: any FetchAirQualityHistoryUseCase
    private let fetchSavedStation: any FetchSavedAirQualityStationUseCase
    private let saveStation: any SaveAirQualityStationUseCase
    private let searchStations: any SearchAirQualityStationsUseCase
    private let fetchNearbyStations: any FetchNearbyAirQualityStationsUseCase

    /// A worker over the use cases; `refreshHistory`, what Refresh asks (the service itself, not a copy kept
    /// for the hour), is `fetchHistory` when nil.
    public init(
        fetchHistory: any FetchAirQualityHistoryUseCase, fetchSavedStation: any FetchSavedAirQualityStationUseCase,
        saveStation: any SaveAirQualityStationUseCase, searchStations: any SearchAirQualityStationsUseCase,
        fetchNearbyStations: any FetchNearbyAirQualityStationsUseCase,
        refreshHistory: (any FetchAirQualityHistoryUseCase)? = nil,
        savedStationChanges: UserDataChanges<String> = UserDataChanges()
    ) {
        self.savedStationChanges = savedStationChanges
        self.fetchHistory = fetchHistory
        self.refreshHistory = refreshHistory ?? fetchHistory
        self.fetchSavedStation = fetchSavedStation
        self.saveStation = saveStation
        self.searchStations = searchStations
        self.fetchNearbyStations = fetchNearbyStations
    }

    /// The station to show: `asked`, else the one the user chose (else 종로구), which is read only then.
    public func stationToShow(asked: String?) async throws -> String {
        if let asked { return asked }
        return try await fetchSavedStation.execute()
    }

    /// The measurements of `stationName`, or that it is missing; `refreshing` asks the service itself (the
    /// worker's `refreshHistory`) rather than a copy kept for the hour.
    /// - Throws: the use case's other errors (offline, refused, bad data…), which the interactor words.
    public func measurements(stationName: String, refreshing: Bool = false) async throws -> Measurements {
        let history: AirQualityHistory
        do {
            history = try await (refreshing ? refreshHistory : fetchHistory).execute(stationName: stationName)
        } catch DomainError.notFound {
            return .missing(stationName: stationName)
        }
        // The use case already answers a station without an hour as not found; the presenter is promised a
        // latest hour, so a use case that broke that promise still leads to Settings, not to an empty page.
        guard history.latest != nil else { return .missing(stationName: stationName) }
        return .measured(history)
    }

    /// Keeps `stationName` as the user's choice, and once it is saved tells every scene subscribed to
    /// `savedStationChanges` but `source` (nil: every one).
    @MainActor
    public func save(stationName: String, from source: AnyObject? = nil) async throws {
        try await saveStation.execute(stationName: stationName)
        savedStationChanges.send(stationName, from: source)
    }

    /// Stations whose name contains `name`.
    public func stations(named name: String) async throws -> [AirQualityStation] {
        try await searchStations.execute(name: name)
    }

    /// The stations nearest to the town called `townName`, nearest first; nil when there is no such town.
    public func nearbyStations(townName: String) async throws -> AirQualityNearbyStations? {
        try await fetchNearbyStations.execute(townName: townName)
    }
}
