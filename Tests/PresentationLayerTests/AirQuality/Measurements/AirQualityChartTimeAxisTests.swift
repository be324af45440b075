import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

/// The charts' time axis, as the presenter lays it out: every sixth hour back from the latest is named, and the
/// day is written once, on the first label past midnight (Korea time), else on the first label.
@MainActor
@Suite struct AirQualityChartTimeAxisTests {
    let display = AirQualityDisplaySpy()

    /// The charts' hours of `count` hours whose latest is `AirQualityFixtures.newestHour` moved by `shift` hours.
    func chartHours(count: Int, shiftedBy shift: Int = 0) -> [AirQuality.DisplayedChart.Hour] {
        let presenter = AirQualityPresenter()
        presenter.display = display
        let hourly = (0..<count).map { back in
            AirQualityMeasurement(
                time: AirQualityFixtures.newestHour + Double(shift - back) * 3600,
                pm10: AirQualityReading(.pm10, value: back == 1 ? "-" : "\(20 + back)", grade: nil),
                pm25: AirQualityReading(.pm25, value: "10", grade: nil))
        }
        presenter.presentMeasurements(response: .init(history: AirQualityHistory(stationName: "종로구", hourly: hourly)))
        return display.shownMeasurements?.charts.first?.hours ?? []
    }

    func labelled(_ hours: [AirQuality.DisplayedChart.Hour]) -> [Int] {
        hours.indices.filter { hours[$0].isLabelled }
    }

    func withDay(_ hours: [AirQuality.DisplayedChart.Hour]) -> [Int] {
        hours.indices.filter { hours[$0].showsDay }
    }

    @Test func aDayAcrossMidnightNamesTheDayOnTheFirstLabelPastIt() {
        // 15:00 the day before to 14:00: midnight falls between the labels of 20:00 (5) and 2:00 (11).
        let hours = chartHours(count: 24)
        #expect(labelled(hours) == [5, 11, 17, 23])
        #expect(withDay(hours) == [11])
        #expect(hours.map(\.x) == (0..<24).map { 480 * Double($0) / 23 })
    }

    @Test func aDayWithinOneDateNamesItOnTheFirstLabel() {
        // 0:00 to 23:00 of one day.
        let hours = chartHours(count: 24, shiftedBy: 9)
        #expect(labelled(hours) == [5, 11, 17, 23])
        #expect(withDay(hours) == [5])
    }

    @Test func aNewDayAtTheLatestHourIsNamedThere() {
        let hours = chartHours(count: 24, shiftedBy: 10)
        #expect(withDay(hours) == [23])
    }

    @Test func eachHourKeepsItsValueAndAnHourWithoutDataHasNone() {
        let hours = chartHours(count: 3)
        #expect(hours.map(\.value) == [22, nil, 20])
        #expect(hours.map(\.y) == [200 * Double(150 - 22) / 150, nil, 200 * Double(150 - 20) / 150])
        #expect(hours.map(\.time) == [2, 1, 0].map { AirQualityFixtures.newestHour - Double($0) * 3600 })
    }

    @Test func aLoneHourIsNamedWithItsDay() {
        let hours = chartHours(count: 1)
        #expect(labelled(hours) == [0])
        #expect(withDay(hours) == [0])
        #expect(hours.map(\.x) == [240])
    }
}
