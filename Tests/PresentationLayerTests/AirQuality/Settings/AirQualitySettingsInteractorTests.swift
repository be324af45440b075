import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct AirQualitySettingsInteractorTests {
    let useCases = FakeAirQualityUseCases(savedStationName: "종로구")
    let presenter = AirQualitySettingsPresentationSpy()

    func interactor(current: String? = "종로구") -> AirQualitySettingsInteractor {
        let interactor = AirQualitySettingsInteractor(presenter: presenter, worker: useCases.worker)
        interactor.currentStationName = current
        return interactor
    }

    @Test func aSearchByPartOfAKoreanNamePresentsTheStationsFoundWithTheCurrentOne() async {
        let found = [AirQualityFixtures.jongnoGu, AirQualityFixtures.jongno]
        useCases.searches.answers.answer("종로", with: .success(found))
        let interactor = interactor()
        interactor.searchStations(request: .init(name: "  종로 "))
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.search(name: "종로")),
                .stations(.init(name: "종로", stations: found, currentStationName: "종로구")),
            ])
        #expect(useCases.searches.answers.requests == ["종로"])
    }

    @Test func findingNearbyStationsPresentsTheTownAndItsStations() async {
        useCases.nearby.answers.answer("혜화동", with: .success(AirQualityFixtures.nearHyehwaDong))
        useCases.nearby.answers.answer("없는동", with: .success(nil))
        let interactor = interactor(current: "중구")
        interactor.findNearbyStations(request: .init(townName: "혜화동 "))
        await interactor.settled()
        interactor.findNearbyStations(request: .init(townName: "없는동"))
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.nearby(townName: "혜화동")),
                .nearbyStations(
                    .init(townName: "혜화동", nearby: AirQualityFixtures.nearHyehwaDong, currentStationName: "중구")),
                .loading(.nearby(townName: "없는동")),
                .nearbyStations(.init(townName: "없는동", nearby: nil, currentStationName: "중구")),
            ])
    }

    @Test func choosingAStationSavesItThenPresentsItChosen() async {
        let interactor = interactor()
        interactor.chooseStation(request: .init(stationName: "중구"))
        await interactor.settled()
        #expect(presenter.calls == [.loading(.choose(stationName: "중구")), .chosenStation(.init(stationName: "중구"))])
        #expect(useCases.setting.savedStationName == "중구")
        #expect(interactor.chosenStationName == "중구")
    }

    @Test func aFailedSavePresentsTheFailureAndChoosesNothing() async {
        useCases.setting.saves.answer("중구", with: .failure(DomainError.badData(details: "disk I/O error")))
        let interactor = interactor()
        interactor.chooseStation(request: .init(stationName: "중구"))
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.choose(stationName: "중구")),
                .failure(.init(error: .badData, operation: .choose(stationName: "중구"))),
            ])
        #expect(useCases.setting.savedStationName == "종로구")
        #expect(interactor.chosenStationName == nil)
    }

    @Test func eachOperationsFailureNamesIt() async {
        useCases.searches.answers.answer("종로", with: .failure(DomainError.unauthorized(message: nil)))
        useCases.nearby.answers.answer("혜화동", with: .failure(DomainError.offline))
        let interactor = interactor()
        interactor.searchStations(request: .init(name: "종로"))
        await interactor.settled()
        interactor.findNearbyStations(request: .init(townName: "혜화동"))
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.search(name: "종로")), .failure(.init(error: .unauthorized, operation: .search(name: "종로"))),
                .loading(.nearby(townName: "혜화동")),
                .failure(.init(error: .offline, operation: .nearby(townName: "혜화동"))),
            ])
    }

    @Test func aSupersededSearchsLateResultIsDropped() async {
        useCases.searches.answers.answer("종", with: .success([AirQualityFixtures.jongnoGu, AirQualityFixtures.jongno]))
        useCases.searches.answers.answer("중구", with: .success([AirQualityFixtures.jungGu]))
        useCases.searches.answers.hold("종")
        useCases.searches.answers.hold("중구")
        let interactor = interactor()
        interactor.searchStations(request: .init(name: "종"))
        interactor.searchStations(request: .init(name: "중구"))
        // The superseded answer comes first, while the latest search still runs.
        useCases.searches.answers.release("종")
        useCases.searches.answers.release("중구")
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.search(name: "종")), .loading(.search(name: "중구")),
                .stations(.init(name: "중구", stations: [AirQualityFixtures.jungGu], currentStationName: "종로구")),
            ])
    }

    @Test func aChoiceSupersedesASearchStillRunning() async {
        useCases.searches.answers.answer("종로", with: .success([AirQualityFixtures.jongnoGu]))
        useCases.searches.answers.hold("종로")
        useCases.setting.saves.hold("중구")
        let interactor = interactor()
        interactor.searchStations(request: .init(name: "종로"))
        interactor.chooseStation(request: .init(stationName: "중구"))
        useCases.searches.answers.release("종로")
        useCases.setting.saves.release("중구")
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.search(name: "종로")), .loading(.choose(stationName: "중구")),
                .chosenStation(.init(stationName: "중구")),
            ])
    }

    @Test func aCancellationIsNeverPresentedAsAnErrorAndPutsBackWhatWasShown() async {
        let found = AirQualitySettings.SearchStations.Response(
            name: "중구", stations: [AirQualityFixtures.jungGu], currentStationName: "종로구")
        useCases.searches.answers.answer("중구", with: .success([AirQualityFixtures.jungGu]))
        useCases.searches.answers.answer("종로", with: .failure(CancellationError()))
        let interactor = interactor()
        interactor.searchStations(request: .init(name: "중구"))
        await interactor.settled()
        interactor.searchStations(request: .init(name: "종로"))
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.search(name: "중구")), .stations(found), .loading(.search(name: "종로")), .stations(found),
            ])
    }
}
