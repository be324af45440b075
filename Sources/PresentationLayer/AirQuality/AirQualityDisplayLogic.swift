/// What the Air quality scene's view shows (Clean Swift's display logic): the view ring implements it, and
/// the presenter calls it with view models. After `displayStationMissing`, the view routes to Settings.
@MainActor
public protocol AirQualityDisplayLogic: AnyObject {
    func displayLoading(viewModel: AirQuality.Loading.ViewModel)
    func displayMeasurements(viewModel: AirQuality.FetchMeasurements.ViewModel)
    func displayFailure(viewModel: AirQuality.Failure.ViewModel)
    func displayStationMissing(viewModel: AirQuality.StationMissing.ViewModel)
    /// Goes to `route` (the router calls it).
    func display(route: AirQualityRoute)
}

/// What the Settings scene's view shows. After `displayChosenStation`, the view routes back to the
/// measurements.
@MainActor
public protocol AirQualitySettingsDisplayLogic: AnyObject {
    func displayLoading(viewModel: AirQualitySettings.Failure.Operation)
    func displayStations(viewModel: AirQualitySettings.SearchStations.ViewModel)
    func displayNearbyStations(viewModel: AirQualitySettings.FindNearbyStations.ViewModel)
    func displayChosenStation(viewModel: AirQualitySettings.ChooseStation.ViewModel)
    func displayFailure(viewModel: AirQualitySettings.Failure.ViewModel)
    /// Goes to `route` (the router calls it).
    func display(route: AirQualityRoute)
}
