import DomainLayer
import Foundation

/// The My groups scene's words both View rings show, in `GroupsWords.xcstrings`: its name and a group's day.
public enum GroupsWords: String, LocalizedKey {
    /// "My groups": the scene's name (``SceneTitle``).
    case title = "scene.title"
    /// A group's day: year, month, day and weekday (`Wed, Jan 1, 2020`, `2020.01.01 (수)`).
    case date = "groups.date"
    /// "Created": what a group's day is, written before it (`Created Wed, Jan 1, 2020`).
    case created = "groups.created"

    public static let catalogue = StringCatalogue.load("GroupsWords", from: .module)

    /// The day of `date` in UTC: `2020`, `01`, `01`, and the weekday (1 is Sunday).
    public static func day(_ date: Date) -> (year: String, month: String, day: String, weekday: Int) {
        func padded(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        guard let day = gregorianDay(date) else {
            let parts = Calendar.utc.dateComponents([.year, .month, .day, .weekday], from: date)
            return (padded(parts.year, 4), padded(parts.month, 2), padded(parts.day, 2), parts.weekday ?? 1)
        }
        return (padded(day.year, 4), padded(day.month, 2), padded(day.day, 2), day.weekday)
    }

    /// The day of `date` in UTC, counted from 1970 (Howard Hinnant's `civil_from_days`); nil before 1583 and
    /// after 9999, where the calendar answers (it is Julian before the Gregorian reform). A calendar's components
    /// per group would cost a page of groups much of its time.
    private static func gregorianDay(_ date: Date) -> (year: Int, month: Int, day: Int, weekday: Int)? {
        let seconds = date.timeIntervalSince1970
        // 1583-01-01 and 10000-01-01, in days since 1970-01-01.
        guard seconds.isFinite, let days = Int(exactly: (seconds / 86_400).rounded(.down)),
            (-141_349..<2_932_897).contains(days)
        else { return nil }
        let shifted = days + 719_468
        let era = shifted / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        // 1970-01-01 was a Thursday (5).
        return (year, month, day, (days % 7 + 7 + 4) % 7 + 1)
    }
}

extension Strings {
    /// The day a group was made, in UTC, the language's way: `Wed, Jan 1, 2020`, `2020.01.01 (수)`.
    public func groupDate(_ date: Date) -> String {
        groupDate(day: GroupsWords.day(date))
    }

    /// A group's `day` (``GroupsWords/day(_:)``), written as ``groupDate(_:)`` writes it.
    public func groupDate(day: (year: String, month: String, day: String, weekday: Int)) -> String {
        // Korean writes the month and day as padded numbers (as the seed does); English names the month and
        // writes the day as it is said.
        let month = language == .ko ? day.month : self[MessageText.month(Int(day.month) ?? 1)]
        let dayOfMonth = language == .ko ? day.day : String(Int(day.day) ?? 1)
        return self(GroupsWords.date, day.year, month, dayOfMonth, self[MessageText.weekday(day.weekday)])
    }

    /// The day a group was made with what it is: `Created Wed, Jan 1, 2020`, `만든 날 2020.01.01 (수)`.
    public func groupCreated(_ date: Date) -> String {
        "\(self[GroupsWords.created]) \(groupDate(date))"
    }
}
