/// Where the Air quality view can go (Clean Swift's routing logic).
@MainActor
public protocol AirQualityRoutingLogic: AnyObject {
    /// To Settings, passing the station shown (and a missing one, to explain).
    func routeToSettings()
}

/// The Air quality router's access to its scene's data store (Clean Swift's data passing).
@MainActor
public protocol AirQualityDataPassing: AnyObject {
    var dataStore: (any AirQualityDataStore)? { get }
}

/// The Air quality scene's router (Clean Swift): routes to Settings with the station shown and a missing one
/// from the data store, and puts the data a route brings into the data store.
@MainActor
public final class AirQualityRouter: AirQualityRoutingLogic, AirQualityDataPassing {
    /// The view that goes where the router says; it keeps the scene, so the router holds it weakly.
    public weak var display: (any AirQualityDisplayLogic)?
    /// The scene's interactor, whose data the routes pass on.
    public weak var dataStore: (any AirQualityDataStore)?

    /// A router with no display or data store yet (the configurator sets them).
    public init() {}

    public func routeToSettings() {
        display?.display(
            route: .settings(
                currentStationName: dataStore?.stationName, missingStationName: dataStore?.missingStationName))
    }

    /// Puts the station `route` asks for into `dataStore` (nil for the saved one); other routes bring nothing.
    public func passData(from route: AirQualityDestination, to dataStore: any AirQualityDataStore) {
        guard case .measurements(let stationName) = route else { return }
        dataStore.stationName = stationName
    }
}
