import Observation
import PresentationLayer

/// The Air quality scene's view: what Clean Swift calls the view controller. The web ring has no controllers,
/// so it takes the name of what it is here, the view the presenter displays into and the page renders from;
/// there is no view model class in this scene. It keeps what it shows as one `State` and where its router
/// sent it, holds its scene (interactor and router, wired by the configurator around it), and routes to
/// Settings itself when the station turns out to be missing (in VIP, the view routes).
@MainActor
@Observable
final class AirQualityView: AirQualityDisplayLogic, Settleable {
    /// What the view shows (the state both rings' views keep).
    typealias State = AirQualityViewState

    private(set) var state: State
    /// Where the router sent the view; nil while it stays.
    private(set) var route: AirQualityDestination?
    /// The station the view was opened for; nil for the saved one.
    let requestedStationName: String?
    @ObservationIgnored private var scene: AirQualityScene?

    /// A view of the measurements of `stationName` (nil: the saved station), wired by `configurator`.
    convenience init(configurator: AirQualityConfigurator, stationName: String?) {
        self.init(stationName: stationName) { view in
            configurator.configure(view, route: .measurements(stationName: stationName))
        }
    }

    /// A view of the measurements of `stationName` whose scene `configure` wires around it (a test's spies).
    init(stationName: String?, configure: (AirQualityView) -> AirQualityScene) {
        requestedStationName = stationName
        state = .loading(stationName: stationName, shown: nil)
        scene = configure(self)
    }

    /// The measurements shown now (also while loading or after a failure).
    var shownMeasurements: AirQuality.FetchMeasurements.ViewModel? { state.shownMeasurements }

    /// The page opened: loads its station; `refreshing` (Refresh without JavaScript) asks AirKorea afresh and
    /// says what came of it.
    func didOpen(refreshing: Bool = false) {
        scene?.interactor.fetchMeasurements(request: .init(stationName: requestedStationName, refreshing: refreshing))
    }

    /// Refresh or Retry.
    func didTapRefresh() {
        scene?.interactor.refresh()
    }

    func settled() async {
        await scene?.interactor.settled()
    }

    var isSettled: Bool { scene?.interactor.isSettled ?? true }

    func displayLoading(viewModel: AirQuality.Loading.ViewModel) {
        state.displayLoading(viewModel: viewModel)
    }

    func displayMeasurements(viewModel: AirQuality.FetchMeasurements.ViewModel) {
        state.displayMeasurements(viewModel: viewModel)
    }

    func displayFailure(viewModel: AirQuality.Failure.ViewModel) {
        state.displayFailure(viewModel: viewModel)
    }

    func displayStationMissing(viewModel: AirQuality.StationMissing.ViewModel) {
        state.displayStationMissing(viewModel: viewModel)
        scene?.router.routeToSettings()
    }

    func display(route: AirQualityDestination) {
        self.route = route
    }
}
