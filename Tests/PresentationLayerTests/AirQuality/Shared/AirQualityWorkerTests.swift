import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@Suite struct AirQualityWorkerTests {
    let useCases = FakeAirQualityUseCases(savedStationName: "동대문구")

    @Test func theStationAskedForIsShownWithoutReadingTheSavedOne() async throws {
        #expect(try await useCases.worker.stationToShow(asked: "중구") == "중구")
        #expect(useCases.setting.reads.requests == [])
    }

    @Test func withNoStationAskedForTheSavedOneIsShownElseTheDefault() async throws {
        #expect(try await useCases.worker.stationToShow(asked: nil) == "동대문구")
        #expect(try await FakeAirQualityUseCases().worker.stationToShow(asked: nil) == "종로구")
    }

    @Test func aStationThatAnswersIsMeasured() async throws {
        useCases.histories.answers.answer("중구", with: .success(AirQualityFixtures.day(of: "중구")))
        let measurements = try await useCases.worker.measurements(stationName: "중구")
        #expect(measurements == .measured(AirQualityFixtures.day(of: "중구")))
    }

    @Test func aStationThatIsNotFoundIsMissing() async throws {
        useCases.histories.answers.answer("사라진역", with: .failure(DomainError.notFound))
        #expect(try await useCases.worker.measurements(stationName: "사라진역") == .missing(stationName: "사라진역"))
    }

    @Test func aHistoryWithoutAnHourIsAMissingStation() async throws {
        useCases.histories.answers.answer("종로구", with: .success(AirQualityHistory(stationName: "종로구", hourly: [])))
        #expect(try await useCases.worker.measurements(stationName: "종로구") == .missing(stationName: "종로구"))
    }

    @Test func otherFailuresAreThrownForTheInteractorToWord() async {
        useCases.histories.answers.answer("중구", with: .failure(DomainError.offline))
        await #expect(throws: DomainError.offline) {
            try await useCases.worker.measurements(stationName: "중구")
        }
    }
}
