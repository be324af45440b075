import Observation
import PresentationLayer

/// The Settings scene's view (Clean Swift's view controller; see `AirQualityView` for the name): it keeps
/// what it shows as one `State` and where its router sent it, holds its scene, and routes back to the
/// measurements itself once the chosen station is saved.
@MainActor
@Observable
final class AirQualitySettingsView: AirQualitySettingsDisplayLogic, Settleable {
    /// A list of stations: found by name, or near a town.
    enum Results: Hashable, Sendable {
        case stations(AirQualitySettings.SearchStations.ViewModel)
        case nearbyStations(AirQualitySettings.FindNearbyStations.ViewModel)
    }

    /// What the view shows.
    enum State: Hashable, Sendable {
        /// Nothing searched yet.
        case idle
        /// A search, a look-up or a save on its way, with the list shown before, if any.
        case loading(AirQualitySettings.Failure.Operation, shown: Results?)
        case loaded(Results)
        /// It failed; the list shown before stays.
        case failed(AirQualitySettings.Failure.ViewModel, shown: Results?)
        /// The station was chosen and saved: the view routes back to its measurements.
        case chosen(AirQualitySettings.ChooseStation.ViewModel)
    }

    private(set) var state: State = .idle
    /// Where the router sent the view; nil while it stays.
    private(set) var route: AirQualityRoute?
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
    var shownResults: Results? {
        switch state {
        case .idle, .chosen: nil
        case .loading(_, let shown), .failed(_, let shown): shown
        case .loaded(let results): results
        }
    }

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
        state = .loading(viewModel, shown: shownResults)
    }

    func displayStations(viewModel: AirQualitySettings.SearchStations.ViewModel) {
        state = .loaded(.stations(viewModel))
    }

    func displayNearbyStations(viewModel: AirQualitySettings.FindNearbyStations.ViewModel) {
        state = .loaded(.nearbyStations(viewModel))
    }

    func displayChosenStation(viewModel: AirQualitySettings.ChooseStation.ViewModel) {
        state = .chosen(viewModel)
        scene?.router.routeToAirQuality()
    }

    func displayFailure(viewModel: AirQualitySettings.Failure.ViewModel) {
        state = .failed(viewModel, shown: shownResults)
    }

    func display(route: AirQualityRoute) {
        self.route = route
    }
}
