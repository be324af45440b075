import DomainLayer
import PresentationLayer
import TestSupport
import Testing

/// Scenes of several windows made with the app's one worker: a station chosen in one shows in every scene that
/// shows the saved station, and in no other.
@MainActor
@Suite struct AirQualitySavedStationChangesTests {
    let useCases = FakeAirQualityUseCases(savedStationName: "동대문구")

    init() {
        for name in ["동대문구", "종로구", "중구", "강남구"] {
            useCases.histories.answers.answer(name, with: .success(AirQualityFixtures.day(of: name)))
        }
    }

    /// A measurements scene (interactor and presenter spy) opened for `stationName` (nil: the saved one).
    func opened(stationName: String?) async -> (AirQualityInteractor, AirQualityPresentationSpy) {
        let presenter = AirQualityPresentationSpy()
        let interactor = AirQualityInteractor(presenter: presenter, worker: useCases.worker)
        interactor.fetchMeasurements(request: .init(stationName: stationName))
        await interactor.settled()
        return (interactor, presenter)
    }

    /// Chooses `stationName` in a Settings scene of another window, and waits until it is saved.
    func choose(_ stationName: String) async {
        let settings = AirQualitySettingsInteractor(
            presenter: AirQualitySettingsPresentationSpy(), worker: useCases.worker)
        settings.chooseStation(request: .init(stationName: stationName))
        await settings.settled()
    }

    func loaded(_ stationName: String) -> [AirQualityPresentationSpy.Call] {
        [
            .loading(.init(stationName: stationName)),
            .measurements(.init(history: AirQualityFixtures.day(of: stationName))),
        ]
    }

    @Test func aSceneShowingTheSavedStationLoadsTheStationChosenInAnotherWindow() async {
        let (following, presenter) = await opened(stationName: nil)
        await choose("중구")
        await following.settled()
        #expect(
            presenter.calls == [
                .loading(.init(stationName: nil)), .measurements(.init(history: AirQualityFixtures.day(of: "동대문구"))),
            ] + loaded("중구"))
        #expect(following.stationName == "중구")

        // It still follows the saved station, whichever it becomes.
        await choose("강남구")
        await following.settled()
        #expect(Array(presenter.calls.suffix(2)) == loaded("강남구"))
        #expect(useCases.setting.reads.requests == [1])
    }

    @Test func aSceneOpenedForAStationStaysOnIt() async {
        let (explicit, presenter) = await opened(stationName: "종로구")
        await choose("중구")
        await explicit.settled()
        #expect(presenter.calls == loaded("종로구"))
        #expect(explicit.stationName == "종로구")
        #expect(useCases.histories.answers.requests == ["종로구"])
    }

    @Test func aChoiceThatFailsToSaveReloadsNoScene() async {
        useCases.setting.saves.answer("중구", with: .failure(DomainError.badData(details: "disk full")))
        let (following, presenter) = await opened(stationName: nil)
        await choose("중구")
        await following.settled()
        #expect(presenter.calls.count == 2)
        #expect(following.stationName == "동대문구")
    }

    @Test func aChoiceSavedWhileTheSavedStationIsStillReadWinsOverTheOldOne() async {
        useCases.setting.reads.hold(1)
        let presenter = AirQualityPresentationSpy()
        let following = AirQualityInteractor(presenter: presenter, worker: useCases.worker)
        following.fetchMeasurements(request: .init())
        await choose("중구")
        // The read is let go after the save: the scene already loads the choice, and the read's answer is late.
        useCases.setting.reads.release(1)
        await following.settled()
        #expect(presenter.calls == [.loading(.init(stationName: nil))] + loaded("중구"))
        #expect(following.stationName == "중구")
    }

    @Test func aClosedWindowsSceneIsFreedAndNoLongerTold() async {
        let (open, presenter) = await opened(stationName: nil)
        weak var closed: AirQualityInteractor?
        do {
            let (interactor, _) = await opened(stationName: nil)
            closed = interactor
            #expect(useCases.worker.savedStationChanges.openSubscriberCount == 2)
        }
        #expect(closed == nil)
        #expect(useCases.worker.savedStationChanges.openSubscriberCount == 1)
        await choose("중구")
        await open.settled()
        #expect(Array(presenter.calls.suffix(2)) == loaded("중구"))
        #expect(useCases.histories.answers.requests == ["동대문구", "동대문구", "중구"])
    }
}
