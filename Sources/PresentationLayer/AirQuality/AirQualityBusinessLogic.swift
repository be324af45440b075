/// What the Air quality scene's view asks of its interactor (Clean Swift's business logic). A page waits for
/// the interactor to settle (`Settleable`) before it renders.
@MainActor
public protocol AirQualityBusinessLogic: Settleable {
    /// Loads the measurements of the request's station (else the data store's, else the saved one). The
    /// latest request wins: an earlier one still running is cancelled and its result dropped.
    func fetchMeasurements(request: AirQuality.FetchMeasurements.Request)
    /// Loads the station shown (or failed) again.
    func refresh()
}

/// What the Air quality interactor keeps for routing (Clean Swift's data store).
@MainActor
public protocol AirQualityDataStore: AnyObject {
    /// The station shown, or on its way; routes to Settings pass it on.
    var stationName: String? { get set }
    /// A station that turned out not to exist, which Settings explains.
    var missingStationName: String? { get }
}

/// What the Settings scene's view asks of its interactor.
@MainActor
public protocol AirQualitySettingsBusinessLogic: Settleable {
    /// Searches the stations whose name contains the request's; the latest operation wins.
    func searchStations(request: AirQualitySettings.SearchStations.Request)
    /// Finds the town the request names and the stations nearest to it; the latest operation wins.
    func findNearbyStations(request: AirQualitySettings.FindNearbyStations.Request)
    /// Saves the chosen station; once saved, the presenter shows it chosen and the view routes back.
    func chooseStation(request: AirQualitySettings.ChooseStation.Request)
}

/// What the Settings interactor keeps for routing.
@MainActor
public protocol AirQualitySettingsDataStore: AnyObject {
    /// The station shown before Settings opened (passed in by the route).
    var currentStationName: String? { get set }
    /// A chosen station that no longer exists (passed in by the route), which the view explains.
    var missingStationName: String? { get set }
    /// The station the user chose and that was saved; routing back passes it on.
    var chosenStationName: String? { get }
}
