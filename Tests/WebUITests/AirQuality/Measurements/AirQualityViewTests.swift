import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// The Air quality view (Clean Swift's view controller) with a spy interactor and router: it asks its
/// interactor on load and refresh, shows what the presenter hands it, and routes to Settings when its station
/// is missing.
@MainActor
@Suite struct AirQualityViewTests {
    let interactor = AirQualityBusinessLogicSpy()
    let router = AirQualityRoutingLogicSpy()

    func view(stationName: String? = "중구") -> AirQualityView {
        AirQualityView(stationName: stationName) { _ in
            AirQualityScene(interactor: interactor, router: router)
        }
    }

    static let shown = AirQuality.FetchMeasurements.ViewModel(
        stationName: "중구", measuredAt: AirQualityFixtures.newestHour,
        latest: [.init(matter: .pm10, value: 38, grade: .moderate), .init(matter: .pm25, value: 11, grade: .good)],
        charts: [], hours: [])

    @Test func openingAsksTheInteractorForTheStationOfItsAddressAndShowsItLoading() {
        let view = view()
        #expect(view.state == .loading(stationName: "중구", shown: nil))
        #expect(interactor.calls == [])
        view.didOpen()
        #expect(interactor.calls == [.fetchMeasurements(.init(stationName: "중구"))])
        #expect(view.route == nil)
    }

    @Test func openingWithoutAStationAsksForTheSavedOne() {
        view(stationName: nil).didOpen()
        #expect(interactor.calls == [.fetchMeasurements(.init(stationName: nil))])
    }

    @Test func refreshAsksTheInteractorToRefresh() {
        let view = view()
        view.didTapRefresh()
        #expect(interactor.calls == [.refresh])
    }

    @Test func itShowsWhatThePresenterHandsItKeepingTheMeasurementsWhileLoadingAndAfterAFailure() {
        let view = view()
        view.displayMeasurements(viewModel: Self.shown)
        #expect(view.state == .loaded(Self.shown))
        view.displayLoading(viewModel: .init(stationName: "중구"))
        #expect(view.state == .loading(stationName: "중구", shown: Self.shown))
        let failure = AirQuality.Failure.ViewModel(message: .offline, stationName: "중구")
        view.displayFailure(viewModel: failure)
        #expect(view.state == .failed(failure, shown: Self.shown))
        #expect(view.shownMeasurements == Self.shown)
        #expect(router.routesToSettings == 0)
    }

    @Test func aMissingStationIsShownAndRoutesToSettings() {
        let view = view()
        view.displayMeasurements(viewModel: Self.shown)
        view.displayStationMissing(viewModel: .init(stationName: "사라진역"))
        #expect(view.state == .stationMissing(.init(stationName: "사라진역")))
        #expect(view.shownMeasurements == nil)
        #expect(router.routesToSettings == 1)
        let settings = AirQualityDestination.settings(currentStationName: "사라진역", missingStationName: "사라진역")
        view.display(route: settings)
        #expect(view.route == settings)
    }

    @Test func itIsSettledWhenItsInteractorIs() async {
        let view = view()
        #expect(view.isSettled)
        interactor.isSettled = false
        #expect(!view.isSettled)
        await view.settled()
        #expect(interactor.calls == [.settled])
    }
}
