import PresentationLayer
import TestSupport
import Testing

@testable import WebUI

/// The Settings view with a spy interactor and router: what its address typed becomes one request, a choice
/// asks to save, what the presenter hands it is what it shows, and a saved choice routes back.
@MainActor
@Suite struct AirQualitySettingsViewTests {
    let interactor = AirQualitySettingsBusinessLogicSpy()
    let router = AirQualitySettingsRoutingLogicSpy()

    func view() -> AirQualitySettingsView {
        AirQualitySettingsView(currentStationName: "종로구", missingStationName: nil) { _ in
            AirQualitySettingsScene(interactor: interactor, router: router)
        }
    }

    static let found = AirQualitySettings.SearchStations.ViewModel(
        name: "중", stations: [.init(name: "중구", address: "서울 중구 덕수궁길 15", distanceKm: nil, isCurrent: false)])

    @Test func openingWithANameSearchesItAndANameWinsOverATown() {
        view().didOpen(name: "중", town: "혜화")
        #expect(interactor.calls == [.searchStations(.init(name: "중"))])
    }

    @Test func openingWithATownLooksItsStationsUp() {
        view().didOpen(name: nil, town: "혜화")
        #expect(interactor.calls == [.findNearbyStations(.init(townName: "혜화"))])
    }

    @Test func openingWithNothingTypedAsksNothing() {
        let view = view()
        view.didOpen(name: nil, town: nil)
        #expect(interactor.calls == [])
        #expect(view.state == .idle)
    }

    @Test func choosingAsksTheInteractorToSaveTheStation() {
        view().didChoose(stationName: "중구")
        #expect(interactor.calls == [.chooseStation(.init(stationName: "중구"))])
    }

    @Test func itShowsWhatThePresenterHandsItKeepingTheListWhileLoadingAndAfterAFailure() {
        let view = view()
        view.displayStations(viewModel: Self.found)
        #expect(view.state == .loaded(.stations(Self.found)))
        view.displayLoading(viewModel: .choose(stationName: "중구"))
        #expect(view.state == .loading(.choose(stationName: "중구"), shown: .stations(Self.found)))
        let failure = AirQualitySettings.Failure.ViewModel(message: .offline, operation: .choose(stationName: "중구"))
        view.displayFailure(viewModel: failure)
        #expect(view.state == .failed(failure, shown: .stations(Self.found)))
        let nearby = AirQualitySettings.FindNearbyStations.ViewModel(townName: "없는동", town: nil, stations: [])
        view.displayNearbyStations(viewModel: nearby)
        #expect(view.state == .loaded(.nearbyStations(nearby)))
        #expect(router.routesToAirQuality == 0)
    }

    @Test func aSavedChoiceIsShownAndRoutesBackToItsMeasurements() {
        let view = view()
        view.displayChosenStation(viewModel: .init(stationName: "중구"))
        #expect(view.state == .chosen(.init(stationName: "중구")))
        #expect(router.routesToAirQuality == 1)
        view.display(route: .measurements(stationName: "중구"))
        #expect(view.route == .measurements(stationName: "중구"))
    }

    @Test func itIsSettledWhenItsInteractorIs() async {
        let view = view()
        interactor.isSettled = false
        #expect(!view.isSettled)
        await view.settled()
        #expect(interactor.calls == [.settled])
    }
}
