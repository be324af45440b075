import Foundation
import PresentationLayer
import TerminalKit

/// How the air-quality screens write what the view models hold in numbers, grades and dates, in `strings`'
/// language (the view models' error messages are worded by `Strings` too).
enum AirQualityFormat {
    /// Good, Moderate, Unhealthy, Very unhealthy (좋음, 보통, 나쁨, 매우나쁨), or No grade.
    static func text(_ grade: AirQuality.Grade?, strings: Strings) -> String {
        grade?.text(strings) ?? strings[AirQualityWords.noGrade]
    }

    /// The grade's colour, as Korea's forecasts colour them: blue, green, yellow, red.
    static func style(_ grade: AirQuality.Grade?, bold: Bool = false) -> Style {
        switch grade {
        case .good?: Style(foreground: .blue, bold: bold)
        case .moderate?: Style(foreground: .green, bold: bold)
        case .bad?: Style(foreground: .yellow, bold: bold)
        case .veryBad?: Style(foreground: .red, bold: bold)
        case nil: Style(dim: true)
        }
    }

    /// "PM10", "PM2.5".
    static func text(_ matter: AirQuality.Matter) -> String {
        matter == .pm10 ? "PM10" : "PM2.5"
    }

    /// A station's name, with its romanization for a reader of English: `종로구 (Jongno-gu)`.
    static func station(_ name: String, strings: Strings) -> String {
        guard let romanized = AirQualityStationName.romanized(name, for: strings.language) else { return name }
        return "\(name) (\(romanized))"
    }

    /// The day and time of `date` in Korea, where the stations measure: `2024-05-20 14:00 KST`,
    /// `2024-05-20 14:00 (한국 시간)`.
    static func time(_ date: Date, strings: Strings) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = AirQuality.timeZone
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        let digits = { (value: Int?) in String(format: "%02d", value ?? 0) }
        return strings(
            AirQualityTerminalText.dateTime, "\(day.year ?? 0)-\(digits(day.month))-\(digits(day.day))",
            strings.time(date, in: AirQuality.timeZone))
    }
}
