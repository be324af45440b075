// Clean Swift VIP: Air quality's view implements the display logic; a configurator wires an interactor (the
// scene's flow), a presenter (formats responses into view models) and a router (where the view can go) around
// it. The view calls the interactor; the presenter calls the view; nothing calls back inward.

// snippet.hide
import PresentationLayer

// snippet.show
@MainActor
final class PrintedView: AirQualityDisplayLogic {
    var scene: AirQualityScene?

    func displayLoading(viewModel: AirQuality.Loading.ViewModel) { print("loading") }
    func displayMeasurements(viewModel: AirQuality.FetchMeasurements.ViewModel) { print("measurements") }
    func displayFailure(viewModel: AirQuality.Failure.ViewModel) { print("failed") }
    func displayStationMissing(viewModel: AirQuality.StationMissing.ViewModel) {
        scene?.router.routeToSettings()  // in VIP, the view routes
    }
    func display(route: AirQualityDestination) { print("go to \(route)") }
}

@MainActor
func open(_ configurator: AirQualityConfigurator) {
    let view = PrintedView()
    let scene = configurator.configure(view, route: .measurements(stationName: "종로구"))
    view.scene = scene
    scene.interactor.fetchMeasurements(request: AirQuality.FetchMeasurements.Request())
}
