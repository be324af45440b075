import Foundation

/// The words the view models use to word a state, in `Messages.xcstrings`: errors, dates.
public enum MessageText: String, LocalizedKey {
    case offline = "error.offline"
    /// "Can't reach %@.": a named service could not be connected to.
    case unreachable = "error.unreachable"
    case noResponse = "error.noResponse"
    case timedOut = "error.timedOut"
    case notFound = "error.notFound"
    case unauthorized = "error.unauthorized"
    case rateLimited = "error.rateLimited"
    case rateLimitedUntil = "error.rateLimitedUntil"
    case server = "error.server"
    case badData = "error.badData"
    /// "Couldn't read %@'s answer.": a named service answered in a way that could not be read.
    case unreadableAnswer = "error.unreadableAnswer"
    case notConfigured = "error.notConfigured"
    case diskFull = "error.diskFull"
    case notWritable = "error.notWritable"
    /// Another Strata window or process holds the data a save needs.
    case dataInUse = "error.dataInUse"
    case unknown = "error.unknown"
    case queryNotSaved = "notice.queryNotSaved"
    case stationNotSaved = "notice.stationNotSaved"
    /// A day: year, month's abbreviation, day (`Jul 8, 2010`, `2010년 7월 8일`).
    case mediumDate = "date.medium"
    /// A day of this year and a time: month's abbreviation, day, time (`Sep 3, 14:05`, `9월 3일 14:05`).
    case dayAndTime = "date.dayAndTime"
    case january = "month.1"
    case february = "month.2"
    case march = "month.3"
    case april = "month.4"
    case may = "month.5"
    case june = "month.6"
    case july = "month.7"
    case august = "month.8"
    case september = "month.9"
    case october = "month.10"
    case november = "month.11"
    case december = "month.12"
    case sunday = "weekday.1"
    case monday = "weekday.2"
    case tuesday = "weekday.3"
    case wednesday = "weekday.4"
    case thursday = "weekday.5"
    case friday = "weekday.6"
    case saturday = "weekday.7"

    public static let catalogue = StringCatalogue.load("Messages", from: .module)

    /// The abbreviation of `month` (1–12).
    static func month(_ month: Int) -> MessageText {
        let months: [MessageText] = [
            .january, .february, .march, .april, .may, .june, .july, .august, .september, .october, .november,
            .december,
        ]
        return months[min(max(month, 1), 12) - 1]
    }

    /// The abbreviation of `weekday` (1 is Sunday, as `Calendar` counts), as both View rings write a group's day.
    public static func weekday(_ weekday: Int) -> MessageText {
        let weekdays: [MessageText] = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]
        return weekdays[min(max(weekday, 1), 7) - 1]
    }
}
