import DomainLayer
import Foundation

/// One card of the My groups row: the group's name and its date as the seed shows it (`2020.01.01 Wed`).
public struct MyGroupItemViewModel: Identifiable, Hashable, Sendable {
    /// The group the card shows (its image is fetched for it).
    public let group: MyGroup

    public var id: String { group.id }
    public var name: String { group.name }
    /// The date, `yyyy.MM.dd EEE` in English, in UTC (the day the service wrote).
    public var date: String { Self.format(group.date) }

    public init(group: MyGroup) {
        self.group = group
    }

    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    static func format(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
        let weekday = parts.weekday.map { weekdays[($0 - 1) % 7] } ?? ""
        return String(format: "%04d.%02d.%02d %@", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, weekday)
    }
}
