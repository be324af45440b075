import Foundation

extension Calendar {
    /// The Gregorian calendar in UTC, for the calendar days APIs and the bundled data name ("2024-05-01"):
    /// such a day is midnight UTC, whatever the machine's time zone.
    public static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()
}
