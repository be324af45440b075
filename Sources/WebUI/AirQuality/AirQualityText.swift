import Foundation
import LiveWeb
import PresentationLayer
import Synchronization

/// The air-quality scenes' web words, in `AirQuality.xcstrings` (those the terminal ring shows too are
/// `AirQualityWords`).
enum AirQualityText: String, LocalizedKey {
    case loading = "airQuality.loading"
    /// The label above the air's grade at the top of the measurements.
    case overallGrade = "airQuality.overallGrade"
    case measured = "airQuality.measured"
    case savedCopy = "airQuality.savedCopy"
    case dateTime = "airQuality.dateTime"
    case pm10 = "airQuality.pm10"
    case pm25 = "airQuality.pm25"
    case noData = "airQuality.noData"
    case changeStation = "airQuality.changeStation"
    case refresh = "airQuality.refresh"
    case retry = "airQuality.retry"
    case last24Hours = "airQuality.last24Hours"
    case chartLabel = "airQuality.chartLabel"
    case chartCaption = "airQuality.chartCaption"
    case legend = "airQuality.legend"
    /// The charts' axes: the unit of the values, and the time.
    case valueAxis = "airQuality.valueAxis"
    case timeAxis = "airQuality.timeAxis"
    /// The latest hour on a chart's time axis.
    case now = "airQuality.now"
    /// An hour's value on a chart, on hover and focus.
    case hourValue = "airQuality.hourValue"
    case table = "airQuality.table"
    case time = "airQuality.time"
    case missing = "airQuality.missing"
    case current = "airQuality.settings.current"
    case search = "airQuality.settings.search"
    case townLabel = "airQuality.settings.townLabel"
    case nearby = "airQuality.settings.nearby"
    case forms = "airQuality.settings.forms"
    case hint = "airQuality.settings.hint"
    case saving = "airQuality.settings.saving"
    case stationsNamed = "airQuality.settings.stationsNamed"
    case noStation = "airQuality.settings.noStation"
    /// What a refused Choose's confirmation asks (the route registers it with its form).
    case confirmStation = "airQuality.confirm.station"
    /// A search in Latin letters, which matches romanized names and addresses.
    case stationsRomanized = "airQuality.settings.stationsRomanized"
    case noRomanizedStation = "airQuality.settings.noRomanizedStation"
    case nearTown = "airQuality.settings.nearTown"
    case noTown = "airQuality.settings.noTown"
    case noNearby = "airQuality.settings.noNearby"
    case distance = "airQuality.settings.distance"
    case currentMark = "airQuality.settings.currentMark"
    case choose = "airQuality.settings.choose"
    case chosen = "airQuality.settings.chosen"
    case seeMeasurements = "airQuality.settings.seeMeasurements"
    case back = "airQuality.settings.back"
    /// The scene's summary on the home page (`SceneLink` reads it; its name is PresentationLayer's).
    case sceneSummary = "scene.summary"

    static let catalogue = StringCatalogue.load("AirQuality", from: .module)
}

extension AirQuality.Grade {
    /// The stylesheet's name for the grade's colour (`aq-good`).
    var className: String {
        switch self {
        case .good: "aq-good"
        case .moderate: "aq-moderate"
        case .bad: "aq-bad"
        case .veryBad: "aq-very-bad"
        }
    }
}

extension AirQuality.Matter {
    /// "PM10 (fine dust)", "초미세먼지 (PM2.5)".
    func text(_ strings: Strings) -> String {
        switch self {
        case .pm10: strings[AirQualityText.pm10]
        case .pm25: strings[AirQualityText.pm25]
        }
    }

    /// The id part of the kind of dust (`pm10`, `pm25`).
    var slug: String {
        switch self {
        case .pm10: "pm10"
        case .pm25: "pm25"
        }
    }
}

/// How the scene writes times, numbers and distances.
enum AirQualityFormat {
    /// The day and time of `date` in Korea, where AirKorea measures: `May 20, 2024, 14:00 (Korea time)`.
    static func dateTime(_ date: Date, strings: Strings) -> String {
        written(date, strings: strings).dateTime
    }

    /// The day of `date` in Korea: `May 20, 2024`, `2024년 5월 20일`.
    static func day(_ date: Date, strings: Strings) -> String {
        written(date, strings: strings).day
    }

    /// Hours and minutes of `date` in Korea: `14:00`.
    static func time(_ date: Date, strings: Strings) -> String {
        written(date, strings: strings).time
    }

    /// The day, time, and both of `date` in `strings`' language: kept once written, as a page writes each of
    /// its 24 hours five times (two charts and the table), and the same hours on every page load.
    private static func written(_ date: Date, strings: Strings) -> Written {
        let key = WrittenKey(language: strings.language, date: date)
        if let written = writtenHours.withLock({ $0[key] }) {
            return written
        }
        // `Strings.date` writes a date's day in UTC; moved by Korea's offset, the UTC day is Korea's.
        let offset = AirQuality.timeZone.secondsFromGMT(for: date)
        let day = strings.date(date.addingTimeInterval(TimeInterval(offset)))
        let time = strings.time(date, in: AirQuality.timeZone)
        let written = Written(day: day, time: time, dateTime: strings(AirQualityText.dateTime, day, time))
        writtenHours.withLock { hours in
            if hours.count >= writtenCapacity {
                hours.removeAll(keepingCapacity: true)
            }
            hours[key] = written
        }
        return written
    }

    private struct Written: Sendable {
        var day: String
        var time: String
        var dateTime: String
    }

    private struct WrittenKey: Hashable, Sendable {
        var language: Language
        var date: Date
    }

    private static let writtenHours = Mutex<[WrittenKey: Written]>([:])
    private static let writtenCapacity = 4_096

    /// `date` for `<time datetime>`, with Korea's offset: `2024-05-20T14:00:00+09:00`.
    static func machineReadable(_ date: Date) -> String {
        date.formatted(machineReadableStyle)
    }

    private static let machineReadableStyle = Date.ISO8601FormatStyle(
        timeZoneSeparator: .colon, timeZone: AirQuality.timeZone)

    /// Kilometres to one decimal, as AirKorea gives them: `1.2`, `0.4`; `?` for what is not a distance.
    static func kilometres(_ distance: Double) -> String {
        guard let (sign, magnitude) = tenths(of: distance) else { return "?" }
        return "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// A coordinate in a chart, to a tenth: `12.5`, `40`; `0` for what is not a number.
    static func coordinate(_ value: Double) -> String {
        guard let (sign, magnitude) = tenths(of: value) else { return "0" }
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// The sign and the number of tenths of `value`, nil when no Int holds them (NaN, infinity, `1e300`).
    ///
    /// The data layer keeps upstream numbers in range; this keeps the formatters total whatever they are
    /// given (`Int(_:)` traps past `Int.max`, and `abs(Int.min)` traps too, so the magnitude is a `UInt`).
    private static func tenths(of value: Double) -> (sign: String, magnitude: UInt)? {
        guard let tenths = Int(exactly: (value * 10).rounded()) else { return nil }
        return (tenths < 0 ? "-" : "", tenths.magnitude)
    }
}
