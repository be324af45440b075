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
