import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct AirQualitySettingsPresenterTests {
    let display = AirQualitySettingsDisplaySpy()

    func presenter() -> AirQualitySettingsPresenter {
        let presenter = AirQualitySettingsPresenter()
        presenter.display = display
        return presenter
    }

    @Test func foundStationsAreRowsWithTheCurrentOneMarked() {
        presenter().presentStations(
            response: .init(
                name: "종로", stations: [AirQualityFixtures.jongnoGu, AirQualityFixtures.jongno],
                currentStationName: "종로구"))
        #expect(
            display.calls == [
                .stations(
                    .init(
                        name: "종로",
                        stations: [
                            .init(name: "종로구", address: "서울 종로구 종로35가길 19", distanceKm: nil, isCurrent: true),
                            .init(name: "종로", address: "서울 종로구 종로 169", distanceKm: nil, isCurrent: false),
                        ]))
            ])
    }

    @Test func nearbyStationsAreRowsInTheOrderFoundWithTheirDistance() {
        let town = AirQualityFixtures.hyehwaDong
        let nearby = AirQualityNearbyStations(
            town: town,
            stations: [
                NearbyAirQualityStation(station: AirQualityFixtures.jongnoGu, distanceKm: 0.4),
                NearbyAirQualityStation(station: AirQualityFixtures.jongno, distanceKm: 1.5),
                NearbyAirQualityStation(station: AirQualityFixtures.jungGu, distanceKm: 2.8),
                NearbyAirQualityStation(station: AirQualityFixtures.dongdaemunGu, distanceKm: 2.8),
            ])
        presenter().presentNearbyStations(
            response: .init(townName: "혜화", nearby: nearby, currentStationName: "중구"))
        #expect(
            display.calls == [
                .nearbyStations(
                    .init(
                        townName: "혜화", town: town,
                        stations: [
                            .init(name: "종로구", address: "서울 종로구 종로35가길 19", distanceKm: 0.4, isCurrent: false),
                            .init(name: "종로", address: "서울 종로구 종로 169", distanceKm: 1.5, isCurrent: false),
                            .init(name: "중구", address: "서울 중구 덕수궁길 15", distanceKm: 2.8, isCurrent: true),
                            .init(name: "동대문구", address: "서울 동대문구 천호대로13길 43", distanceKm: 2.8, isCurrent: false),
                        ]))
            ])
    }

    @Test func noTownIsNoTownAndNoStations() {
        presenter().presentNearbyStations(response: .init(townName: "없는동", nearby: nil, currentStationName: nil))
        #expect(display.calls == [.nearbyStations(.init(townName: "없는동", town: nil, stations: []))])
    }

    @Test func loadingAChoiceAndAFailureAreDisplayedAsTheyCame() {
        let presenter = presenter()
        presenter.presentLoading(operation: .nearby(townName: "혜화동"))
        presenter.presentFailure(response: .init(error: .timedOut, operation: .nearby(townName: "혜화동")))
        presenter.presentChosenStation(response: .init(stationName: "중구"))
        #expect(
            display.calls == [
                .loading(.nearby(townName: "혜화동")),
                .failure(.init(message: .timedOut, operation: .nearby(townName: "혜화동"))),
                .chosenStation(.init(stationName: "중구")),
            ])
    }
}
