import PresentationLayer
import TestSupport
import Testing

/// The states both rings' Air quality views keep: each `display…` call of the presenter becomes the state shown,
/// and what was shown before stays while the next load runs and after it fails.
@Suite struct AirQualityViewStateTests {
    static let shown = AirQuality.FetchMeasurements.ViewModel(
        stationName: "중구", measuredAt: AirQualityFixtures.newestHour,
        latest: [.init(matter: .pm10, value: 38, grade: .moderate)], charts: [], hours: [])

    @Test func theMeasurementsStayShownWhileTheNextLoadRunsAndAfterItFails() {
        var state = AirQualityViewState.loading(stationName: "중구", shown: nil)
        #expect(state.shownMeasurements == nil)
        state.displayMeasurements(viewModel: Self.shown)
        #expect(state == .loaded(Self.shown))
        state.displayLoading(viewModel: .init(stationName: "종로구"))
        #expect(state == .loading(stationName: "종로구", shown: Self.shown))
        let failure = AirQuality.Failure.ViewModel(message: .offline, stationName: "종로구")
        state.displayFailure(viewModel: failure)
        #expect(state == .failed(failure, shown: Self.shown))
        #expect(state.shownMeasurements == Self.shown)
    }

    @Test func upToDateAnswersOnlyTheRefreshThatFoundItAndIsForgottenByTheNextLoad() {
        var upToDate = Self.shown
        upToDate.refreshed = .upToDate
        var state = AirQualityViewState.loaded(upToDate)
        state.displayLoading(viewModel: .init(stationName: "중구"))
        #expect(state == .loading(stationName: "중구", shown: Self.shown))
        state = .loaded(upToDate)
        let failure = AirQuality.Failure.ViewModel(message: .server, stationName: "중구", isRefresh: true)
        state.displayFailure(viewModel: failure)
        #expect(state == .failed(failure, shown: Self.shown))
    }

    @Test func aMissingStationShowsNoMeasurements() {
        var state = AirQualityViewState.loaded(Self.shown)
        state.displayStationMissing(viewModel: .init(stationName: "없는구"))
        #expect(state == .stationMissing(.init(stationName: "없는구")))
        #expect(state.shownMeasurements == nil)
    }

    static let station = AirQualitySettings.DisplayedStation(
        name: "중구", address: "서울 중구 덕수궁길 15", distanceKm: nil, isCurrent: false)
    static let found = AirQualitySettings.SearchStations.ViewModel(name: "중", stations: [station])

    @Test func theStationsFoundStayListedWhileTheNextAskRunsAndAfterItFails() {
        var state = AirQualitySettingsViewState.idle
        #expect(state.shownResults == nil)
        state.displayStations(viewModel: Self.found)
        #expect(state == .loaded(.stations(Self.found)))
        #expect(state.shownResults?.stations == [Self.station])
        state.displayLoading(viewModel: .choose(stationName: "중구"))
        #expect(state == .loading(.choose(stationName: "중구"), shown: .stations(Self.found)))
        let failure = AirQualitySettings.Failure.ViewModel(message: .offline, operation: .choose(stationName: "중구"))
        state.displayFailure(viewModel: failure)
        #expect(state == .failed(failure, shown: .stations(Self.found)))
    }

    @Test func nearbyStationsAreListedAndAChoiceListsNothing() {
        var state = AirQualitySettingsViewState.idle
        let nearby = AirQualitySettings.FindNearbyStations.ViewModel(
            townName: "혜화동", town: nil, stations: [Self.station])
        state.displayNearbyStations(viewModel: nearby)
        #expect(state.shownResults == .nearbyStations(nearby))
        #expect(state.shownResults?.stations == [Self.station])
        state.displayChosenStation(viewModel: .init(stationName: "중구"))
        #expect(state == .chosen(.init(stationName: "중구")))
        #expect(state.shownResults == nil)
    }
}
