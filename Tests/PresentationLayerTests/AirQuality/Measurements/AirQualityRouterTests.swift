import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct AirQualityRouterTests {
    let useCases = FakeAirQualityUseCases(savedStationName: "종로구")

    @Test func routingToSettingsPassesTheStationShownAndAMissingOne() async {
        useCases.histories.answers.answer("사라진역", with: .failure(DomainError.notFound))
        let display = AirQualityDisplaySpy()
        let interactor = AirQualityInteractor(presenter: AirQualityPresentationSpy(), worker: useCases.worker)
        let router = AirQualityRouter()
        router.display = display
        router.dataStore = interactor
        interactor.stationName = "중구"
        router.routeToSettings()

        interactor.fetchMeasurements(request: .init(stationName: "사라진역"))
        await interactor.settled()
        router.routeToSettings()
        #expect(
            display.calls == [
                .route(.settings(currentStationName: "중구", missingStationName: nil)),
                .route(.settings(currentStationName: "사라진역", missingStationName: "사라진역")),
            ])
    }

    @Test func aMeasurementsRoutePutsItsStationInTheDataStore() {
        let interactor = AirQualityInteractor(presenter: AirQualityPresentationSpy(), worker: useCases.worker)
        let router = AirQualityRouter()
        router.passData(from: .measurements(stationName: "중구"), to: interactor)
        #expect(interactor.stationName == "중구")
        router.passData(from: .settings(currentStationName: "종로", missingStationName: "사라진역"), to: interactor)
        #expect(interactor.stationName == "중구")
        router.passData(from: .measurements(stationName: nil), to: interactor)
        #expect(interactor.stationName == nil)
    }

    @Test func theConfiguratorWiresTheSceneAroundItsDisplay() async {
        useCases.histories.answers.answer("중구", with: .success(AirQualityFixtures.day(of: "중구")))
        let display = AirQualityDisplaySpy()
        let scene = AirQualityConfigurator(worker: useCases.worker)
            .configure(display, route: .measurements(stationName: "중구"))
        #expect(scene.router.dataStore === scene.interactor)
        #expect(scene.interactor.stationName == "중구")

        scene.interactor.fetchMeasurements(request: .init())
        await scene.interactor.settled()
        scene.router.routeToSettings()
        #expect(display.calls.count == 3)
        #expect(display.calls.first == .loading(.init(stationName: "중구")))
        #expect(display.shownMeasurements?.stationName == "중구")
        #expect(display.calls.last == .route(.settings(currentStationName: "중구", missingStationName: nil)))
    }

    @Test func aFailedRefreshThroughTheSceneLeavesTheMeasurementsShown() async {
        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        let display = AirQualityDisplaySpy()
        let scene = AirQualityConfigurator(worker: useCases.worker).configure(
            display, route: .measurements(stationName: nil))
        scene.interactor.fetchMeasurements(request: .init())
        await scene.interactor.settled()
        let shown = display.shownMeasurements
        useCases.histories.answers.answer("종로구", with: .failure(DomainError.offline))
        scene.interactor.refresh()
        await scene.interactor.settled()
        #expect(shown?.stationName == "종로구")
        #expect(display.shownMeasurements == shown)
        #expect(
            display.calls.suffix(2) == [
                .loading(.init(stationName: "종로구")),
                .failure(.init(message: .offline, stationName: "종로구", isRefresh: true)),
            ])
    }
}
