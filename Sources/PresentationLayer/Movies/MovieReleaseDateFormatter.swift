import Foundation

/// Release dates as the Movies scene words them: a medium date in US English, in UTC.
public enum MovieReleaseDateFormatter {
    private static let style = Date.FormatStyle(
        date: .abbreviated, time: .omitted, locale: Locale(identifier: "en_US"),
        calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC") ?? .gmt)

    /// "Release date: Jan 15, 2025", or "To be announced" when there is no date.
    public static func releaseLine(for date: Date?) -> String {
        date.map { "Release date: \($0.formatted(style))" } ?? "To be announced"
    }
}
