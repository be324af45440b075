import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct AirQualityInteractorTests {
    let useCases = FakeAirQualityUseCases(savedStationName: "동대문구")
    let presenter = AirQualityPresentationSpy()

    func interactor() -> AirQualityInteractor {
        AirQualityInteractor(presenter: presenter, worker: useCases.worker)
    }

    @Test func theRequestedStationIsPresentedLoadingThenWithItsMeasurements() async {
        useCases.histories.answers.answer("중구", with: .success(AirQualityFixtures.day(of: "중구")))
        let interactor = interactor()
        interactor.stationName = "종로구"
        interactor.fetchMeasurements(request: .init(stationName: "중구"))
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.init(stationName: "중구")), .measurements(.init(history: AirQualityFixtures.day(of: "중구"))),
            ])
        #expect(useCases.histories.answers.requests == ["중구"])
        #expect(useCases.setting.reads.requests == [])
        #expect(interactor.stationName == "중구")
        #expect(interactor.missingStationName == nil)
    }

    @Test func withoutARequestedStationTheOneInTheDataStoreIsLoaded() async {
        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        let interactor = interactor()
        interactor.stationName = "종로구"
        interactor.fetchMeasurements(request: .init())
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.init(stationName: "종로구")), .measurements(.init(history: AirQualityFixtures.day())),
            ])
        #expect(useCases.histories.answers.requests == ["종로구"])
        #expect(useCases.setting.reads.requests == [])
    }

    @Test func withNoStationAskedOrStoredTheSavedOneIsLoaded() async {
        useCases.histories.answers.answer("동대문구", with: .success(AirQualityFixtures.day(of: "동대문구")))
        let interactor = interactor()
        interactor.fetchMeasurements(request: .init())
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.init(stationName: nil)), .measurements(.init(history: AirQualityFixtures.day(of: "동대문구"))),
            ])
        #expect(useCases.setting.reads.requests == [1])
        #expect(useCases.histories.answers.requests == ["동대문구"])
        #expect(interactor.stationName == "동대문구")
    }

    @Test func withNoStationEverChosenTheDefaultStationIsLoaded() async {
        let useCases = FakeAirQualityUseCases()
        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        let interactor = AirQualityInteractor(presenter: presenter, worker: useCases.worker)
        interactor.fetchMeasurements(request: .init())
        await interactor.settled()
        #expect(useCases.histories.answers.requests == ["종로구"])
        #expect(presenter.calls.last == .measurements(.init(history: AirQualityFixtures.day())))
    }

    @Test func aStationThatIsNotFoundIsPresentedMissingAndKeptForSettings() async {
        useCases.histories.answers.answer("사라진역", with: .failure(DomainError.notFound))
        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        let interactor = interactor()
        interactor.fetchMeasurements(request: .init(stationName: "사라진역"))
        await interactor.settled()
        #expect(presenter.calls == [.loading(.init(stationName: "사라진역")), .stationMissing(.init(stationName: "사라진역"))])
        #expect(interactor.missingStationName == "사라진역")

        interactor.fetchMeasurements(request: .init(stationName: "종로구"))
        await interactor.settled()
        #expect(presenter.calls.last == .measurements(.init(history: AirQualityFixtures.day())))
        #expect(interactor.missingStationName == nil)
    }

    @Test func aStationThatSendsNoHourIsPresentedMissing() async {
        useCases.histories.answers.answer("중구", with: .success(AirQualityHistory(stationName: "중구", hourly: [])))
        let interactor = interactor()
        interactor.fetchMeasurements(request: .init(stationName: "중구"))
        await interactor.settled()
        #expect(presenter.calls == [.loading(.init(stationName: "중구")), .stationMissing(.init(stationName: "중구"))])
        #expect(interactor.missingStationName == "중구")
    }

    @Test(
        arguments: [
            (DomainError.offline, ErrorMessage.offline),
            (.timedOut, .timedOut),
            (.unauthorized(message: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR"), .unauthorized),
            (.rateLimited(until: nil), .rateLimited(until: nil)),
            (.server(status: 200, message: "NO_DATA"), .server),
            (.badData(details: "truncated"), .badData),
        ])
    func aFailureIsPresentedWordedForTheStationThatFailed(error: DomainError, message: ErrorMessage) async {
        useCases.histories.answers.answer("중구", with: .failure(error))
        let interactor = interactor()
        interactor.fetchMeasurements(request: .init(stationName: "중구"))
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.init(stationName: "중구")), .failure(.init(error: message, stationName: "중구")),
            ])
        #expect(interactor.stationName == "중구")
        #expect(interactor.missingStationName == nil)
    }

    @Test func anUnreadableSavedStationIsAFailureOfNoStationThatRefreshReadsAgain() async {
        useCases.setting.reads.answer(1, with: .failure(DomainError.badData(details: "corrupt")))
        useCases.histories.answers.answer("동대문구", with: .success(AirQualityFixtures.day(of: "동대문구")))
        let interactor = interactor()
        interactor.fetchMeasurements(request: .init())
        await interactor.settled()
        #expect(
            presenter.calls == [.loading(.init(stationName: nil)), .failure(.init(error: .badData, stationName: nil))])

        interactor.refresh()
        await interactor.settled()
        #expect(
            presenter.calls.dropFirst(2) == [
                .loading(.init(stationName: nil)), .measurements(.init(history: AirQualityFixtures.day(of: "동대문구"))),
            ])
        #expect(useCases.setting.reads.requests == [1, 2])
    }

    @Test func aCancellationIsNeverPresentedAsAnErrorAndPutsBackWhatWasShown() async {
        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        useCases.histories.answers.answer("중구", with: .failure(CancellationError()))
        let interactor = interactor()
        interactor.fetchMeasurements(request: .init(stationName: "종로구"))
        await interactor.settled()
        interactor.fetchMeasurements(request: .init(stationName: "중구"))
        await interactor.settled()
        let measurements = AirQuality.FetchMeasurements.Response(history: AirQualityFixtures.day())
        #expect(
            presenter.calls == [
                .loading(.init(stationName: "종로구")), .measurements(measurements),
                .loading(.init(stationName: "중구")), .measurements(measurements),
            ])
        #expect(interactor.stationName == "종로구")
    }

    @Test func aCancelledFirstFetchPresentsNoFailure() async {
        useCases.histories.answers.answer("중구", with: .failure(CancellationError()))
        let interactor = interactor()
        interactor.fetchMeasurements(request: .init(stationName: "중구"))
        await interactor.settled()
        #expect(presenter.calls == [.loading(.init(stationName: "중구"))])
    }

    @Test func aSupersededFetchsLateResultIsDropped() async {
        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        useCases.histories.answers.answer("중구", with: .success(AirQualityFixtures.day(of: "중구")))
        useCases.histories.answers.hold("종로구")
        useCases.histories.answers.hold("중구")
        let interactor = interactor()
        interactor.fetchMeasurements(request: .init(stationName: "종로구"))
        interactor.fetchMeasurements(request: .init(stationName: "중구"))
        // The superseded answer comes first, while the latest fetch still runs.
        useCases.histories.answers.release("종로구")
        useCases.histories.answers.release("중구")
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.init(stationName: "종로구")), .loading(.init(stationName: "중구")),
                .measurements(.init(history: AirQualityFixtures.day(of: "중구"))),
            ])
        #expect(interactor.stationName == "중구")
    }

    @Test func refreshAfterAFailureLoadsTheStationThatFailed() async {
        useCases.histories.answers.answer("중구", with: .failure(DomainError.offline))
        let interactor = interactor()
        interactor.fetchMeasurements(request: .init(stationName: "중구"))
        await interactor.settled()
        useCases.histories.answers.answer("중구", with: .success(AirQualityFixtures.day(of: "중구")))
        interactor.refresh()
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.init(stationName: "중구")), .failure(.init(error: .offline, stationName: "중구")),
                .loading(.init(stationName: "중구")), .measurements(.init(history: AirQualityFixtures.day(of: "중구"))),
            ])
        #expect(useCases.histories.answers.requests == ["중구", "중구"])
    }

    @Test func aRefreshThatFailsAfterMeasurementsPresentsTheFailure() async {
        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        let interactor = interactor()
        interactor.fetchMeasurements(request: .init(stationName: "종로구"))
        await interactor.settled()
        useCases.histories.answers.answer("종로구", with: .failure(DomainError.timedOut))
        interactor.refresh()
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.init(stationName: "종로구")), .measurements(.init(history: AirQualityFixtures.day())),
                .loading(.init(stationName: "종로구")),
                .failure(.init(error: .timedOut, stationName: "종로구", isRefresh: true)),
            ])
        #expect(interactor.stationName == "종로구")
    }

    @Test func aRefreshThatBringsNoNewerHourIsPresentedUpToDateAndANewerOneUpdated() async {
        let day = AirQualityFixtures.day()
        useCases.histories.answers.answer("종로구", with: .success(day))
        let interactor = interactor()
        interactor.fetchMeasurements(request: .init(stationName: "종로구"))
        await interactor.settled()
        interactor.refresh()
        await interactor.settled()
        var newer = day
        newer.hourly.insert(
            AirQualityMeasurement(
                time: day.hourly[0].time.addingTimeInterval(3_600), pm10: day.hourly[0].pm10, pm25: day.hourly[0].pm25),
            at: 0)
        useCases.histories.answers.answer("종로구", with: .success(newer))
        interactor.refresh()
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.init(stationName: "종로구")), .measurements(.init(history: day)),
                .loading(.init(stationName: "종로구")), .measurements(.init(history: day, refreshed: .upToDate)),
                .loading(.init(stationName: "종로구")), .measurements(.init(history: newer, refreshed: .newer)),
            ])
    }

    @Test func aPageOpenedToRefreshComparesTheServicesAnswerWithTheCopyKeptForTheHour() async {
        // A page without JavaScript refreshes by opening again: nothing is shown in its new window, so the
        // answer is compared with the copy kept for the hour, which the page showed.
        let kept = FakeFetchAirQualityHistoryUseCase()
        let fresh = FakeFetchAirQualityHistoryUseCase()
        let worker = AirQualityWorker(
            fetchHistory: kept, fetchSavedStation: useCases.setting, saveStation: useCases.setting,
            searchStations: useCases.searches, fetchNearbyStations: useCases.nearby, refreshHistory: fresh)
        let day = AirQualityFixtures.day()
        var newer = day
        newer.hourly.insert(
            AirQualityMeasurement(
                time: day.hourly[0].time.addingTimeInterval(3_600), pm10: day.hourly[0].pm10, pm25: day.hourly[0].pm25),
            at: 0)
        kept.answers.answer("종로구", with: .success(day))
        fresh.answers.answer("종로구", with: .success(day))
        let first = AirQualityInteractor(presenter: presenter, worker: worker)
        first.fetchMeasurements(request: .init(stationName: "종로구", refreshing: true))
        await first.settled()
        fresh.answers.answer("종로구", with: .success(newer))
        let second = AirQualityInteractor(presenter: presenter, worker: worker)
        second.fetchMeasurements(request: .init(stationName: "종로구", refreshing: true))
        await second.settled()
        fresh.answers.answer("종로구", with: .failure(DomainError.server(status: 500, message: nil)))
        let third = AirQualityInteractor(presenter: presenter, worker: worker)
        third.fetchMeasurements(request: .init(stationName: "종로구", refreshing: true))
        await third.settled()
        // The kept copy first, as the page showed it, then what the service answered.
        #expect(
            presenter.calls == [
                .loading(.init(stationName: "종로구")), .measurements(.init(history: day)),
                .measurements(.init(history: day, refreshed: .upToDate)),
                .loading(.init(stationName: "종로구")), .measurements(.init(history: day)),
                .measurements(.init(history: newer, refreshed: .newer)),
                .loading(.init(stationName: "종로구")), .measurements(.init(history: day)),
                .failure(.init(error: .server, stationName: "종로구", isRefresh: true)),
            ])
        #expect(kept.answers.requests == ["종로구", "종로구", "종로구"])
        #expect(fresh.answers.requests == ["종로구", "종로구", "종로구"])
    }

    @Test func aPageOpenedToRefreshWithNoKeptCopySaysNothingOfWhatItFound() async {
        let kept = FakeFetchAirQualityHistoryUseCase()
        let fresh = FakeFetchAirQualityHistoryUseCase()
        let worker = AirQualityWorker(
            fetchHistory: kept, fetchSavedStation: useCases.setting, saveStation: useCases.setting,
            searchStations: useCases.searches, fetchNearbyStations: useCases.nearby, refreshHistory: fresh)
        kept.answers.answer("종로구", with: .failure(DomainError.server(status: 500, message: nil)))
        fresh.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        let interactor = AirQualityInteractor(presenter: presenter, worker: worker)
        interactor.fetchMeasurements(request: .init(stationName: "종로구", refreshing: true))
        await interactor.settled()
        #expect(
            presenter.calls == [
                .loading(.init(stationName: "종로구")), .measurements(.init(history: AirQualityFixtures.day())),
            ])
    }

    @Test func aFirstLoadIsNeverUpToDateEvenOfTheSameHour() async {
        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        let interactor = interactor()
        interactor.fetchMeasurements(request: .init(stationName: "종로구"))
        await interactor.settled()
        interactor.fetchMeasurements(request: .init(stationName: "종로구"))
        await interactor.settled()
        #expect(presenter.calls.last == .measurements(.init(history: AirQualityFixtures.day())))
    }

    @Test func settledReturnsOnceTheRunningFetchIsPresented() async {
        useCases.histories.answers.answer("종로구", with: .success(AirQualityFixtures.day()))
        useCases.histories.answers.hold("종로구")
        let interactor = interactor()
        await interactor.settled()
        #expect(interactor.isSettled)
        #expect(presenter.calls == [])

        interactor.fetchMeasurements(request: .init(stationName: "종로구"))
        let settled = Task { @MainActor in
            await interactor.settled()
            return presenter.calls
        }
        #expect(presenter.calls == [.loading(.init(stationName: "종로구"))])
        #expect(!interactor.isSettled)
        useCases.histories.answers.release("종로구")
        #expect(
            await settled.value == [
                .loading(.init(stationName: "종로구")), .measurements(.init(history: AirQualityFixtures.day())),
            ])
        #expect(interactor.isSettled)
    }

    @Test func aSavedCopyServedBecauseTheServiceFailedIsPresentedAsSuch() async {
        var saved = AirQualityFixtures.day(of: "중구")
        saved.savedCopy = AirQualityHistory.SavedCopy(savedAt: AirQualityFixtures.hour(23))
        useCases.histories.answers.answer("중구", with: .success(saved))
        let interactor = interactor()
        interactor.fetchMeasurements(request: .init(stationName: "중구"))
        await interactor.settled()
        #expect(presenter.calls == [.loading(.init(stationName: "중구")), .measurements(.init(history: saved))])
        #expect(interactor.stationName == "중구")
    }
}
