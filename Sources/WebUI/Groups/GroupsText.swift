import Foundation
import PresentationLayer

/// The Groups scene's words, in `Groups.xcstrings`.
enum GroupsText: String, LocalizedKey {
    case title = "groups.title"
    case intro = "groups.intro"
    case loading = "groups.loading"
    case empty = "groups.empty"
    case retry = "groups.retry"
    /// A group's day: the date and the weekday (`2020.01.01 Wed`, `2020.01.01 (수)`).
    case date = "groups.date"
    case sunday = "groups.weekday.1"
    case monday = "groups.weekday.2"
    case tuesday = "groups.weekday.3"
    case wednesday = "groups.weekday.4"
    case thursday = "groups.weekday.5"
    case friday = "groups.weekday.6"
    case saturday = "groups.weekday.7"
    /// The scene on the home page (`SceneLink` reads these two).
    case sceneTitle = "scene.title"
    case sceneSummary = "scene.summary"

    static let catalogue = StringCatalogue.load("Groups", from: .module)

    /// The abbreviation of `weekday` (1 is Sunday, as `Calendar` counts).
    static func weekday(_ weekday: Int) -> GroupsText {
        let weekdays: [GroupsText] = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]
        return weekdays[min(max(weekday, 1), 7) - 1]
    }

    /// The day of `date` in UTC: `2020`, `01`, `01`, and the weekday (1 is Sunday).
    static func day(_ date: Date) -> (year: String, month: String, day: String, weekday: Int) {
        let parts = utc.dateComponents([.year, .month, .day, .weekday], from: date)
        func padded(_ value: Int?, _ width: Int) -> String {
            let digits = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return (padded(parts.year, 4), padded(parts.month, 2), padded(parts.day, 2), parts.weekday ?? 1)
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar
    }()
}

extension Strings {
    /// The day a group was made, in UTC as the seed writes it: `2020.01.01 Wed`, `2020.01.01 (수)`.
    func groupDate(_ date: Date) -> String {
        let day = GroupsText.day(date)
        return self(GroupsText.date, "\(day.year).\(day.month).\(day.day)", self[GroupsText.weekday(day.weekday)])
    }
}
