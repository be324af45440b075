/// What the Air quality scene's view shows (Clean Swift's display logic): the view ring implements it, and
/// the presenter calls it with view models. After `displayStationMissing`, the view routes to Settings.
@MainActor
public protocol AirQualityDisplayLogic: AnyObject {
    /// A station is on its way; what was shown stays until it comes.
    func displayLoading(viewModel: AirQuality.Loading.ViewModel)
    /// A station's latest readings, its last 24 hours as charts and as a table.
    func displayMeasurements(viewModel: AirQuality.FetchMeasurements.ViewModel)
    /// Loading failed: the cause to word, with the measurements shown before kept; the user can retry.
    func displayFailure(viewModel: AirQuality.Failure.ViewModel)
    /// The station no longer exists (or sends nothing); the view then routes to Settings.
    func displayStationMissing(viewModel: AirQuality.StationMissing.ViewModel)
    /// Goes to `route` (the router calls it).
    func display(route: AirQualityDestination)
}
