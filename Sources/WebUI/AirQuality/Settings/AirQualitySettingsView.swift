import Observation
import PresentationLayer

/// The Settings scene's view (Clean Swift's view controller; see `AirQualityView` for the name): it keeps
/// what it shows as one `State` and where its router sent it, holds its scene, and routes back to the
/// measurements itself once the chosen station is saved.
@MainActor
@Observable
final class AirQualitySettingsView: AirQualitySettingsDisplayLogic, Settleable {
    /// What the view shows (the state both rings' views keep).
    typealias State = AirQualitySettingsViewState
    /// A list of stations: found by name, or near a town.
    typealias Results = AirQualitySettingsViewState.Results

    private(set) var state: State = .idle
    /// Where the router sent the view; nil while it stays.
    private(set) var route: AirQualityDestination?
    /// The station shown before Settings opened, as the route passed it.
    let currentStationName: String?
    /// A chosen station that no longer exists, as the route passed it.
    let missingStationName: String?
    @ObservationIgnored private var scene: AirQualitySettingsScene?

    /// A view opened by `route` (`.settings`), wired by `configurator`.
    convenience init(
        configurator: AirQualitySettingsConfigurator, currentStationName: String?, missingStationName: String?
    ) {
        self.init(currentStationName: currentStationName, missingStationName: missingStationName) { view in
            configurator.configure(
                view, route: .settings(currentStationName: currentStationName, missingStationName: missingStationName))
        }
    }

    /// A view whose scene `configure` wires around it (a test's spies).
    init(
        currentStationName: String?, missingStationName: String?,
        configure: (AirQualitySettingsView) -> AirQualitySettingsScene
    ) {
        self.currentStationName = currentStationName
        self.missingStationName = missingStationName
        scene = configure(self)
    }

    /// The list shown now (also while loading or after a failure).
    var shownResults: Results? { state.shownResults }

    /// The page opened with what its address typed: a search by `name`, else a look-up of `town`, else nothing
    /// (the forms wait for the user).
    func didOpen(name: String?, town: String?) {
        if let name {
            didSearch(name: name)
        } else if let town {
            didLookUpNearby(townName: town)
        }
    }

    func didSearch(name: String) {
        scene?.interactor.searchStations(request: .init(name: name))
    }

    func didLookUpNearby(townName: String) {
        scene?.interactor.findNearbyStations(request: .init(townName: townName))
    }

    func didChoose(stationName: String) {
        scene?.interactor.chooseStation(request: .init(stationName: stationName))
    }

    func settled() async {
        await scene?.interactor.settled()
    }

    var isSettled: Bool { scene?.interactor.isSettled ?? true }

    func displayLoading(viewModel: AirQualitySettings.Failure.Operation) {
        state.displayLoading(viewModel: viewModel)
    }

    func displayStations(viewModel: AirQualitySettings.SearchStations.ViewModel) {
        state.displayStations(viewModel: viewModel)
    }

    func displayNearbyStations(viewModel: AirQualitySettings.FindNearbyStations.ViewModel) {
        state.displayNearbyStations(viewModel: viewModel)
    }

    func displayChosenStation(viewModel: AirQualitySettings.ChooseStation.ViewModel) {
        state.displayChosenStation(viewModel: viewModel)
        scene?.router.routeToAirQuality()
    }

    func displayFailure(viewModel: AirQualitySettings.Failure.ViewModel) {
        state.displayFailure(viewModel: viewModel)
    }

    func display(route: AirQualityDestination) {
        self.route = route
    }
}
