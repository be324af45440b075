/// Where the Settings view can go.
@MainActor
public protocol AirQualitySettingsRoutingLogic: AnyObject {
    /// Back to the measurements, passing the chosen station (or, with none chosen, the one shown before).
    func routeToAirQuality()
}

/// The Settings router's access to its scene's data store.
@MainActor
public protocol AirQualitySettingsDataPassing: AnyObject {
    var dataStore: (any AirQualitySettingsDataStore)? { get }
}

/// The Settings scene's router: routes back to the measurements of the chosen station (or the one shown
/// before), and puts the data a route brings into the data store.
@MainActor
public final class AirQualitySettingsRouter: AirQualitySettingsRoutingLogic, AirQualitySettingsDataPassing {
    /// The view that goes where the router says; it keeps the scene, so the router holds it weakly.
    public weak var display: (any AirQualitySettingsDisplayLogic)?
    /// The scene's interactor, whose data the routes pass on.
    public weak var dataStore: (any AirQualitySettingsDataStore)?

    /// A router with no display or data store yet (the configurator sets them).
    public init() {}

    public func routeToAirQuality() {
        display?.display(
            route: .measurements(stationName: dataStore?.chosenStationName ?? dataStore?.currentStationName))
    }

    /// Puts the station shown before and a missing one from a Settings `route` into `dataStore`; other routes
    /// bring nothing.
    public func passData(from route: AirQualityDestination, to dataStore: any AirQualitySettingsDataStore) {
        guard case .settings(let currentStationName, let missingStationName, _) = route else { return }
        dataStore.currentStationName = currentStationName
        dataStore.missingStationName = missingStationName
    }
}
