import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct AirQualitySettingsRouterTests {
    let useCases = FakeAirQualityUseCases(savedStationName: "종로구")

    @Test func routingBackPassesTheChosenStationElseTheOneShownBefore() async {
        let display = AirQualitySettingsDisplaySpy()
        let interactor = AirQualitySettingsInteractor(
            presenter: AirQualitySettingsPresentationSpy(), worker: useCases.worker)
        let router = AirQualitySettingsRouter()
        router.display = display
        router.dataStore = interactor
        router.routeToAirQuality()
        interactor.currentStationName = "종로구"
        router.routeToAirQuality()
        interactor.chooseStation(request: .init(stationName: "중구"))
        await interactor.settled()
        router.routeToAirQuality()
        #expect(
            display.calls == [
                .route(.measurements(stationName: nil)), .route(.measurements(stationName: "종로구")),
                .route(.measurements(stationName: "중구")),
            ])
    }

    @Test func aSettingsRoutePutsTheCurrentAndMissingStationsInTheDataStore() {
        let interactor = AirQualitySettingsInteractor(
            presenter: AirQualitySettingsPresentationSpy(), worker: useCases.worker)
        let router = AirQualitySettingsRouter()
        router.passData(from: .settings(currentStationName: "종로구", missingStationName: "사라진역"), to: interactor)
        router.passData(from: .measurements(stationName: "중구"), to: interactor)
        #expect(interactor.currentStationName == "종로구")
        #expect(interactor.missingStationName == "사라진역")
        #expect(interactor.chosenStationName == nil)
    }

    @Test func theSettingsConfiguratorWiresTheSceneAroundItsDisplay() async {
        let display = AirQualitySettingsDisplaySpy()
        let scene = AirQualitySettingsConfigurator(worker: useCases.worker)
            .configure(display, route: .settings(currentStationName: "종로구", missingStationName: "사라진역"))
        #expect(scene.router.dataStore === scene.interactor)
        #expect(scene.interactor.currentStationName == "종로구")
        #expect(scene.interactor.missingStationName == "사라진역")

        scene.interactor.chooseStation(request: .init(stationName: "중구"))
        await scene.interactor.settled()
        scene.router.routeToAirQuality()
        #expect(
            display.calls == [
                .loading(.choose(stationName: "중구")), .chosenStation(.init(stationName: "중구")),
                .route(.measurements(stationName: "중구")),
            ])
    }
}
