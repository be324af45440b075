/// What the Settings scene's view shows. After `displayChosenStation`, the view routes back to the
/// measurements.
@MainActor
public protocol AirQualitySettingsDisplayLogic: AnyObject {
    /// A search, a look-up or a save is on its way; what was shown stays until it ends.
    func displayLoading(viewModel: AirQualitySettings.Failure.Operation)
    /// The stations a search by name found.
    func displayStations(viewModel: AirQualitySettings.SearchStations.ViewModel)
    /// The town found and its nearest stations, or no town.
    func displayNearbyStations(viewModel: AirQualitySettings.FindNearbyStations.ViewModel)
    /// The chosen station was saved; the view then routes back to the measurements.
    func displayChosenStation(viewModel: AirQualitySettings.ChooseStation.ViewModel)
    /// An operation failed: the cause to word and what failed; what was shown stays.
    func displayFailure(viewModel: AirQualitySettings.Failure.ViewModel)
    /// Goes to `route` (the router calls it).
    func display(route: AirQualityDestination)
}
