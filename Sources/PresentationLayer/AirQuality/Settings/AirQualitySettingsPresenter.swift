import DomainLayer

/// How the Settings interactor hands its responses to the presenter.
@MainActor
public protocol AirQualitySettingsPresentationLogic: AnyObject {
    /// An operation is running.
    func presentLoading(operation: AirQualitySettings.Failure.Operation)
    /// A search by name found these stations.
    func presentStations(response: AirQualitySettings.SearchStations.Response)
    /// A town's nearest stations came, or no town is called so.
    func presentNearbyStations(response: AirQualitySettings.FindNearbyStations.Response)
    /// The chosen station was saved.
    func presentChosenStation(response: AirQualitySettings.ChooseStation.Response)
    /// An operation failed, worded by cause.
    func presentFailure(response: AirQualitySettings.Failure.Response)
}

/// The Settings scene's presenter: turns found stations into rows for the display, in the order they came
/// (nearby ones nearest first, as the domain finds them, with their distance), the station shown before
/// marked current.
@MainActor
public final class AirQualitySettingsPresenter: AirQualitySettingsPresentationLogic {
    /// The view the view models go to; the view keeps the scene, so the presenter holds it weakly.
    public weak var display: (any AirQualitySettingsDisplayLogic)?

    /// A presenter with no display yet (the configurator sets it).
    public init() {}

    public func presentLoading(operation: AirQualitySettings.Failure.Operation) {
        display?.displayLoading(viewModel: operation)
    }

    public func presentStations(response: AirQualitySettings.SearchStations.Response) {
        let rows = response.stations.map { station in
            Self.row(station, distanceKm: nil, currentStationName: response.currentStationName)
        }
        display?.displayStations(
            viewModel: AirQualitySettings.SearchStations.ViewModel(name: response.name, stations: rows))
    }

    public func presentNearbyStations(response: AirQualitySettings.FindNearbyStations.Response) {
        let rows = (response.nearby?.stations ?? []).map { nearby in
            Self.row(nearby.station, distanceKm: nearby.distanceKm, currentStationName: response.currentStationName)
        }
        display?.displayNearbyStations(
            viewModel: AirQualitySettings.FindNearbyStations.ViewModel(
                townName: response.townName, town: response.nearby?.town, stations: rows))
    }

    public func presentChosenStation(response: AirQualitySettings.ChooseStation.Response) {
        display?.displayChosenStation(
            viewModel: AirQualitySettings.ChooseStation.ViewModel(stationName: response.stationName))
    }

    public func presentFailure(response: AirQualitySettings.Failure.Response) {
        display?.displayFailure(
            viewModel: AirQualitySettings.Failure.ViewModel(message: response.error, operation: response.operation))
    }

    private static func row(
        _ station: AirQualityStation, distanceKm: Double?, currentStationName: String?
    ) -> AirQualitySettings.DisplayedStation {
        AirQualitySettings.DisplayedStation(
            name: station.name, address: station.address, distanceKm: distanceKm,
            isCurrent: station.name == currentStationName)
    }
}
