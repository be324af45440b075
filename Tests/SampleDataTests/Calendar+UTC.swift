import Foundation

extension Calendar {
    /// The Gregorian calendar in UTC, the dataset's days (this target does not see DomainLayer's `Calendar.utc`).
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()
}
