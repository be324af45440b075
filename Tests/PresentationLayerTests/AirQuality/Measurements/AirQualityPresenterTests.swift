import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct AirQualityPresenterTests {
    typealias Chart = AirQuality.DisplayedChart

    let display = AirQualityDisplaySpy()

    /// A presenter whose clock reads ten minutes into the fixtures' newest hour.
    func presenter(now: Date = AirQualityFixtures.newestHour.addingTimeInterval(600)) -> AirQualityPresenter {
        let presenter = AirQualityPresenter(now: { now })
        presenter.display = display
        return presenter
    }

    /// The hour `index` of a day's chart, of 24 spread over 480 points.
    func x(_ index: Int) -> Double {
        480 * Double(index) / 23
    }

    /// The points at `ys`, the first at the day's hour `first`.
    func points(from first: Int, _ ys: [Double]) -> [Chart.Point] {
        ys.enumerated().map { Chart.Point(x: x(first + $0.offset), y: $0.element) }
    }

    /// The chart's hours from the day's hour `first`, with `values` on an axis topped at `top`: the `labelled`
    /// ones (indexes into `values`) named on the time axis, and `day` writing its day.
    func chartHours(from first: Int, _ values: [Int?], top: Int, labelled: Set<Int>, day: Int?) -> [Chart.Hour] {
        values.enumerated().map { index, value in
            Chart.Hour(
                time: AirQualityFixtures.hour(first + index),
                x: values.count > 1 ? 480 * Double(index) / Double(values.count - 1) : 240, value: value,
                y: value.map { 200 * Double(top - $0) / Double(top) }, isLabelled: labelled.contains(index),
                showsDay: index == day)
        }
    }

    @Test func aFullDayShowsItsLatestReadingsEveryHourAndAChartPerDust() {
        presenter().presentMeasurements(response: .init(history: AirQualityFixtures.day(of: "중구")))

        let pm10Grades: [AirQualityGrade?] =
            [.good, .good, .good, .good] + Array(repeating: .moderate, count: 6) + [nil, nil, .moderate]
            + Array(repeating: .bad, count: 4) + [.veryBad, .bad, .bad, .bad, .moderate, .moderate, .moderate]
        let pm25Grades: [AirQualityGrade?] =
            [.good, .good, .good, .good] + Array(repeating: .moderate, count: 6) + [.bad, nil, .bad, .bad, .veryBad]
            + Array(repeating: .bad, count: 4) + [.moderate, .moderate, .moderate, .good, .good]
        let hours = (0..<24).map { index in
            AirQuality.DisplayedHour(
                time: AirQualityFixtures.hour(index),
                pm10: .init(matter: .pm10, value: Int(AirQualityFixtures.pm10Values[index]), grade: pm10Grades[index]),
                pm25: .init(matter: .pm25, value: Int(AirQualityFixtures.pm25Values[index]), grade: pm25Grades[index]))
        }
        // Every sixth hour back from the latest (14:00) is named, and the first past midnight (02:00) with
        // its day.
        let dayLabels: Set<Int> = [5, 11, 17, 23]
        // PM10 peaks at 151, so its axis tops at 160 (y = 200 − value × 1.25); PM2.5 at 76, so 80 (× 2.5).
        let pm10 = Chart(
            matter: .pm10, width: 480, height: 200,
            bands: [
                .init(grade: .good, top: 162.5, bottom: 200), .init(grade: .moderate, top: 100, bottom: 162.5),
                .init(grade: .bad, top: 12.5, bottom: 100), .init(grade: .veryBad, top: 0, bottom: 12.5),
            ],
            segments: [
                points(from: 0, [172.5, 168.75, 165, 162.5, 161.25, 156.25, 148.75, 140, 131.25, 121.25]),
                points(
                    from: 12, [100, 98.75, 80, 50, 12.5, 11.25, 35, 62.5, 91.25, 120, 143.75, 152.5]),
            ],
            ticks: [
                .init(value: 0, y: 200), .init(value: 30, y: 162.5), .init(value: 80, y: 100),
                .init(value: 150, y: 12.5), .init(value: 160, y: 0),
            ],
            hours: chartHours(from: 0, hours.map(\.pm10.value), top: 160, labelled: dayLabels, day: 11))
        let pm25 = Chart(
            matter: .pm25, width: 480, height: 200,
            bands: [
                .init(grade: .good, top: 162.5, bottom: 200), .init(grade: .moderate, top: 112.5, bottom: 162.5),
                .init(grade: .bad, top: 12.5, bottom: 112.5), .init(grade: .veryBad, top: 0, bottom: 12.5),
            ],
            segments: [
                points(from: 0, [180, 175, 170, 162.5, 160, 155, 147.5, 137.5, 125, 112.5, 110]),
                points(from: 12, [70, 12.5, 10, 25, 47.5, 75, 95, 117.5, 132.5, 150, 165, 172.5]),
            ],
            ticks: [
                .init(value: 0, y: 200), .init(value: 15, y: 162.5), .init(value: 35, y: 112.5),
                .init(value: 75, y: 12.5), .init(value: 80, y: 0),
            ],
            hours: chartHours(from: 0, hours.map(\.pm25.value), top: 80, labelled: dayLabels, day: 11))
        let expected = AirQuality.FetchMeasurements.ViewModel(
            stationName: "중구", measuredAt: AirQualityFixtures.newestHour,
            latest: [.init(matter: .pm10, value: 38, grade: .moderate), .init(matter: .pm25, value: 11, grade: .good)],
            charts: [pm10, pm25], hours: hours)
        #expect(display.calls == [.measurements(expected)])
    }

    @Test func aStationWithFewerHoursSpreadsThemOverTheChartAndBreaksItsLinesWhereAValueIsMissing() {
        let values = [("30", "15"), ("-", "45"), ("90", "-"), ("120", "-"), ("150", "75")]
        let hourly = values.enumerated().reversed().map { index, value in
            AirQualityMeasurement(
                time: AirQualityFixtures.hour(19 + index), pm10: AirQualityReading(.pm10, value: value.0, grade: nil),
                pm25: AirQualityReading(.pm25, value: value.1, grade: nil))
        }
        presenter().presentMeasurements(response: .init(history: AirQualityHistory(stationName: "종로", hourly: hourly)))

        func hour(
            _ index: Int, _ pm10: Int?, _ pm10Grade: AirQualityGrade?, _ pm25: Int?, _ pm25Grade: AirQualityGrade?
        )
            -> AirQuality.DisplayedHour
        {
            AirQuality.DisplayedHour(
                time: AirQualityFixtures.hour(19 + index), pm10: .init(matter: .pm10, value: pm10, grade: pm10Grade),
                pm25: .init(matter: .pm25, value: pm25, grade: pm25Grade))
        }
        // No value passes the "bad" band's top (150 and 75), which tops each axis, so no "very bad" band.
        let pm10 = Chart(
            matter: .pm10, width: 480, height: 200,
            bands: [
                .init(grade: .good, top: 160, bottom: 200),
                .init(grade: .moderate, top: 200.0 * 70 / 150, bottom: 160),
                .init(grade: .bad, top: 0, bottom: 200.0 * 70 / 150),
            ],
            segments: [[.init(x: 0, y: 160)], [.init(x: 240, y: 80), .init(x: 360, y: 40), .init(x: 480, y: 0)]],
            ticks: [
                .init(value: 0, y: 200), .init(value: 30, y: 160), .init(value: 80, y: 200.0 * 70 / 150),
                .init(value: 150, y: 0),
            ],
            hours: chartHours(from: 19, [30, nil, 90, 120, 150], top: 150, labelled: [4], day: 4))
        let pm25 = Chart(
            matter: .pm25, width: 480, height: 200,
            bands: [
                .init(grade: .good, top: 160, bottom: 200),
                .init(grade: .moderate, top: 200.0 * 40 / 75, bottom: 160),
                .init(grade: .bad, top: 0, bottom: 200.0 * 40 / 75),
            ],
            segments: [[.init(x: 0, y: 160), .init(x: 120, y: 80)], [.init(x: 480, y: 0)]],
            ticks: [
                .init(value: 0, y: 200), .init(value: 15, y: 160), .init(value: 35, y: 200.0 * 40 / 75),
                .init(value: 75, y: 0),
            ],
            hours: chartHours(from: 19, [15, 45, nil, nil, 75], top: 75, labelled: [4], day: 4))
        let expected = AirQuality.FetchMeasurements.ViewModel(
            stationName: "종로", measuredAt: AirQualityFixtures.hour(23),
            latest: [.init(matter: .pm10, value: 150, grade: .bad), .init(matter: .pm25, value: 75, grade: .bad)],
            charts: [pm10, pm25],
            hours: [
                hour(0, 30, .good, 15, .good), hour(1, nil, nil, 45, .bad), hour(2, 90, .bad, nil, nil),
                hour(3, 120, .bad, nil, nil), hour(4, 150, .bad, 75, .bad),
            ])
        #expect(display.calls == [.measurements(expected)])
    }

    @Test func aLoneHourIsAPointInTheMiddleWithAirKoreasGradeOrElseTheOneItsValueFallsIn() {
        let measurement = AirQualityMeasurement(
            time: AirQualityFixtures.newestHour, pm10: AirQualityReading(.pm10, value: "20", grade: "3"),
            pm25: AirQualityReading(.pm25, value: "20", grade: nil))
        presenter().presentMeasurements(
            response: .init(history: AirQualityHistory(stationName: "종로구", hourly: [measurement])))

        guard case .measurements(let viewModel) = display.calls.first else {
            Issue.record("no measurements displayed: \(display.calls)")
            return
        }
        #expect(
            viewModel.latest == [
                .init(matter: .pm10, value: 20, grade: .bad), .init(matter: .pm25, value: 20, grade: .moderate),
            ])
        #expect(viewModel.hours.map(\.pm10) == [viewModel.latest[0]])
        #expect(viewModel.hours.map(\.pm25) == [viewModel.latest[1]])
        // 20 of an axis topped at 150 (PM10) and at 75 (PM2.5).
        let pm10Point = Chart.Point(x: 240, y: 200 * 130 / 150)
        let pm25Point = Chart.Point(x: 240, y: 200 * 55 / 75)
        #expect(viewModel.charts.map(\.segments) == [[[pm10Point]], [[pm25Point]]])
    }

    /// A reading no station can measure (only a damaged saved copy could hold one) is drawn at the chart's
    /// edge: the axis stops at the highest believable value, and no arithmetic on `Int.max` or `Int.min` traps.
    @Test func aReadingPastWhatAnyStationMeasuresIsDrawnAtTheChartsEdge() {
        let pm10: [Int?] = [Int.max, 40, Int.min]
        let pm25: [Int?] = [Int.max, 20, Int.min]
        let hourly = (0..<3).reversed().map { index in
            AirQualityMeasurement(
                time: AirQualityFixtures.hour(index), pm10: AirQualityReading(value: pm10[index], grade: .good),
                pm25: AirQualityReading(value: pm25[index], grade: .good))
        }
        presenter().presentMeasurements(
            response: .init(history: AirQualityHistory(stationName: "종로구", hourly: hourly)))

        guard case .measurements(let viewModel) = display.calls.first else {
            Issue.record("no measurements displayed: \(display.calls)")
            return
        }
        // Both axes top at 10,000 µg/m³, the highest believable reading; 40 and 20 sit near the bottom.
        let top = Chart.Tick(value: 10_000, y: 0)
        let pm10Middle: Double = 200 * 9_960 / 10_000
        let pm25Middle: Double = 200 * 9_980 / 10_000
        let pm10Points = [Chart.Point(x: 0, y: 0), Chart.Point(x: 240, y: pm10Middle), Chart.Point(x: 480, y: 200)]
        let pm25Points = [Chart.Point(x: 0, y: 0), Chart.Point(x: 240, y: pm25Middle), Chart.Point(x: 480, y: 200)]
        #expect(viewModel.charts.map { $0.ticks.last } == [top, top])
        #expect(viewModel.charts.map(\.segments) == [[pm10Points], [pm25Points]])
        #expect(viewModel.charts.map { $0.hours.map(\.value) } == [pm10, pm25])
        let ys: [[Double?]] = [[0, pm10Middle, 200], [0, pm25Middle, 200]]
        #expect(viewModel.charts.map { $0.hours.map(\.y) } == ys)
    }

    @Test func loadingAFailureAndAMissingStationAreDisplayedAsTheyCame() {
        let presenter = presenter()
        presenter.presentLoading(response: .init(stationName: nil))
        presenter.presentFailure(response: .init(error: .rateLimited(until: nil), stationName: "중구"))
        presenter.presentStationMissing(response: .init(stationName: "사라진역"))
        #expect(
            display.calls == [
                .loading(.init(stationName: nil)),
                .failure(.init(message: .rateLimited(until: nil), stationName: "중구")),
                .stationMissing(.init(stationName: "사라진역")),
            ])
    }

    @Test func aFailedRefreshIsDisplayedAsAFailureAndLeavesTheMeasurementsShown() {
        let presenter = presenter()
        presenter.presentMeasurements(response: .init(history: AirQualityFixtures.day()))
        let shown = display.shownMeasurements
        presenter.presentLoading(response: .init(stationName: "종로구"))
        presenter.presentFailure(response: .init(error: .offline, stationName: "종로구"))
        #expect(shown?.stationName == "종로구")
        #expect(
            display.calls.dropFirst() == [
                .loading(.init(stationName: "종로구")), .failure(.init(message: .offline, stationName: "종로구")),
            ])
        #expect(display.shownMeasurements == shown)
    }

    @Test func theLatestHourIsCurrentOnlyWithinItsHourThenOfTodayThenOfAnEarlierDayInKoreaTime() {
        let newest = AirQualityFixtures.newestHour
        let recency = { (now: Date) -> AirQuality.FetchMeasurements.Recency? in
            self.presenter(now: now).presentMeasurements(response: .init(history: AirQualityFixtures.day()))
            return self.display.shownMeasurements?.recency
        }
        #expect(recency(newest) == .currentHour)
        #expect(recency(newest.addingTimeInterval(3_599)) == .currentHour)
        #expect(recency(newest.addingTimeInterval(3_600)) == .today)
        // Midnight in Korea: the next day there, whatever the day is in UTC.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = AirQuality.timeZone
        let midnight = calendar.startOfDay(for: newest).addingTimeInterval(86_400)
        #expect(recency(midnight.addingTimeInterval(-1)) == .today)
        #expect(recency(midnight) == .earlierDay)
    }

    @Test func anUpToDateAnswerIsPresentedSo() {
        presenter().presentMeasurements(response: .init(history: AirQualityFixtures.day(), refreshed: .upToDate))
        #expect(display.shownMeasurements?.refreshed == .upToDate)
        presenter().presentMeasurements(response: .init(history: AirQualityFixtures.day(), refreshed: .newer))
        #expect(display.shownMeasurements?.refreshed == .newer)
        presenter().presentFailure(response: .init(error: .server, stationName: "종로구", isRefresh: true))
        #expect(display.calls.last == .failure(.init(message: .server, stationName: "종로구", isRefresh: true)))
    }

    @Test func aSavedCopyIsPresentedWithWhenItWasSaved() {
        var saved = AirQualityFixtures.day(of: "중구")
        let savedAt = Date(timeIntervalSince1970: 1_716_186_600)
        saved.savedCopy = AirQualityHistory.SavedCopy(savedAt: savedAt)
        let presenter = presenter()
        presenter.presentMeasurements(response: .init(history: saved))
        #expect(display.shownMeasurements?.savedAt == savedAt)
        presenter.presentMeasurements(response: .init(history: AirQualityFixtures.day(of: "중구")))
        #expect(display.shownMeasurements?.savedAt == nil)
        #expect(display.shownMeasurements?.hours.count == 24)
    }
}
