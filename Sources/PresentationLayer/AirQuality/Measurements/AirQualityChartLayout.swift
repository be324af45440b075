import DomainLayer
import Foundation

/// Lays a kind of dust's hours out as a line chart in a fixed box (y grows downwards, as in SVG): the hours
/// spread evenly from left (oldest) to right, values from 0 at the bottom to a top that covers the highest
/// value and at least the "bad" band, so the bands always show.
struct AirQualityChartLayout {
    /// The box the presenter lays charts in.
    static let standard = AirQualityChartLayout(width: 480, height: 200)

    /// Above the "bad" band, the value axis' top is the multiple of this at or above the highest value.
    private static let topStep = 10

    /// The time axis names every this many hours, counted back from the latest.
    private static let labelStep = 6

    /// The values a chart draws: what a reading can hold (`AirQualityReading.believableValues`). A value outside
    /// (which only a damaged copy could carry) is drawn at the nearer end, so no arithmetic on it overflows.
    private static let charted = 0...Int(AirQualityReading.believableValues.upperBound)

    var width: Double
    var height: Double

    /// The chart of `matter` over `hours`, given oldest first.
    func chart(of matter: ParticulateMatter, over hours: [AirQuality.DisplayedHour]) -> AirQuality.DisplayedChart {
        let values = hours.map { matter == .pm10 ? $0.pm10.value : $0.pm25.value }
        let drawn = values.map { $0.map { min(max($0, Self.charted.lowerBound), Self.charted.upperBound) } }
        let bounds = matter.upperBounds
        let highest = drawn.compactMap(\.self).max() ?? 0
        // Only a "very bad" value lifts the top (to a round number), so the "very bad" band shows only then.
        let top = highest > bounds.bad ? (highest + Self.topStep - 1) / Self.topStep * Self.topStep : bounds.bad
        // Each band runs from the grade before's upper bound to its own; the last one up to the top.
        let edges = [
            (AirQualityGrade.good, 0, bounds.good), (.moderate, bounds.good, bounds.moderate),
            (.bad, bounds.moderate, bounds.bad), (.veryBad, bounds.bad, top),
        ]
        let reached = edges.filter { $0.1 < $0.2 }
        return AirQuality.DisplayedChart(
            matter: matter, width: width, height: height,
            bands: reached.map { grade, lower, upper in
                AirQuality.DisplayedChart.Band(grade: grade, top: y(upper, top: top), bottom: y(lower, top: top))
            },
            segments: segments(drawn, top: top),
            ticks: ([0] + reached.map(\.2)).map { AirQuality.DisplayedChart.Tick(value: $0, y: y($0, top: top)) },
            hours: chartedHours(hours, values: values, drawn: drawn, top: top))
    }

    /// Each hour with its place and value (`drawn` where it is drawn); every `labelStep`th hour back from the
    /// latest is labelled, and the first label of a new day (else the first label) writes the day.
    private func chartedHours(
        _ hours: [AirQuality.DisplayedHour], values: [Int?], drawn: [Int?], top: Int
    ) -> [AirQuality.DisplayedChart.Hour] {
        let labelled = hours.indices.map { (hours.count - 1 - $0).isMultiple(of: Self.labelStep) }
        let labels = hours.indices.filter { labelled[$0] }
        // One day on the axis, so its labels never crowd: the first label past a change of day, else the
        // first label.
        let dayLabel =
            labels.first { index in
                hours.first.map { !Self.isSameDay(hours[index].time, $0.time) } ?? false
            } ?? labels.first
        return hours.indices.map { index in
            AirQuality.DisplayedChart.Hour(
                time: hours[index].time, x: x(index, of: hours.count), value: values[index],
                y: drawn[index].map { y($0, top: top) }, isLabelled: labelled[index], showsDay: index == dayLabel)
        }
    }

    /// The runs of values between hours without data, as points.
    private func segments(_ values: [Int?], top: Int) -> [[AirQuality.DisplayedChart.Point]] {
        var segments: [[AirQuality.DisplayedChart.Point]] = []
        var run: [AirQuality.DisplayedChart.Point] = []
        for (index, value) in values.enumerated() {
            guard let value else {
                if !run.isEmpty { segments.append(run) }
                run = []
                continue
            }
            run.append(AirQuality.DisplayedChart.Point(x: x(index, of: values.count), y: y(value, top: top)))
        }
        if !run.isEmpty { segments.append(run) }
        return segments
    }

    /// Whether `one` and `other` fall on the same day in Korea time. Told by the days since 1970 of the local
    /// time (a day has 86,400 seconds in Foundation's calendar too): a calendar made for each chart, and its day
    /// comparison, were a good part of the presenter's share of an `/air-quality` page.
    private static func isSameDay(_ one: Date, _ other: Date) -> Bool {
        guard let day = localDay(one), let otherDay = localDay(other) else {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = AirQualityMeasurement.timeZone
            return calendar.isDate(one, inSameDayAs: other)
        }
        return day == otherDay
    }

    /// The days since 1970-01-01 of `date`'s local time in Korea; nil for a date too far off to count in days.
    private static func localDay(_ date: Date) -> Int? {
        let seconds = date.timeIntervalSince1970 + Double(AirQualityMeasurement.timeZone.secondsFromGMT(for: date))
        return Int(exactly: (seconds / 86_400).rounded(.down))
    }

    /// The hour `index` of `count`: the first at the left edge, the last at the right; a lone hour in the middle.
    private func x(_ index: Int, of count: Int) -> Double {
        count > 1 ? width * Double(index) / Double(count - 1) : width / 2
    }

    /// The height of `value` on an axis from 0 (bottom) to `top` (the box's top).
    private func y(_ value: Int, top: Int) -> Double {
        height * Double(top - value) / Double(top)
    }
}
