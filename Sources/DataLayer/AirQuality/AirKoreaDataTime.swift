import DomainLayer
import Foundation

/// AirKorea's `dataTime`: `"YYYY-MM-DD HH:mm"` in Korea's time, where midnight is written `"24:00"` of the day
/// before (`"2024-05-20 24:00"` is `2024-05-21 00:00`).
enum AirKoreaDataTime {
    /// The Gregorian calendar in `AirQualityMeasurement.timeZone`.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = AirQualityMeasurement.timeZone
        return calendar
    }()

    /// The instant `text` names; nil for anything but a real day and an hour 00:00…24:00.
    static func date(from text: String) -> Date? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: " ")
        guard parts.count == 2 else { return nil }
        let day = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        let time = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard day.count == 3, time.count == 2,
            let year = number(day[0], digits: 4), let month = number(day[1], digits: 2),
            let dayOfMonth = number(day[2], digits: 2), let hour = number(time[0], digits: 2),
            let minute = number(time[1], digits: 2),
            minute < 60, hour < 24 || (hour == 24 && minute == 0),
            let midnight = calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth)),
            // The calendar rolls `2024-02-30` over to March; such a day is not one.
            calendar.dateComponents([.year, .month, .day], from: midnight)
                == DateComponents(year: year, month: month, day: dayOfMonth)
        else { return nil }
        return calendar.date(byAdding: DateComponents(hour: hour, minute: minute), to: midnight)
    }

    /// The first midnight in Korea after `date`, when AirKorea's daily quotas reset.
    static func midnight(after date: Date) -> Date {
        let today = calendar.startOfDay(for: date)
        return calendar.date(byAdding: .day, value: 1, to: today) ?? today.addingTimeInterval(86_400)
    }

    private static func number(_ text: Substring, digits: Int) -> Int? {
        guard text.count == digits, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
