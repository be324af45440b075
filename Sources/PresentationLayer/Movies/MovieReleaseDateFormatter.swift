import Foundation
import Synchronization

/// Release dates as the Movies scene words them: a medium date in US English, in UTC.
public enum MovieReleaseDateFormatter {
    private static let style = Date.FormatStyle(
        date: .abbreviated, time: .omitted, locale: Locale(identifier: "en_US"),
        calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "UTC") ?? .gmt)

    /// Lines already worded, by date: formatting a date costs more than the rest of a row.
    private static let lines = Mutex<[Date: String]>([:])
    private static let capacity = 4_096

    /// "Release date: Jan 15, 2025", or "To be announced" when there is no date.
    public static func releaseLine(for date: Date?) -> String {
        guard let date else { return "To be announced" }
        if let line = lines.withLock({ $0[date] }) {
            return line
        }
        let line = "Release date: \(date.formatted(style))"
        lines.withLock { lines in
            if lines.count >= capacity {
                lines.removeAll(keepingCapacity: true)
            }
            lines[date] = line
        }
        return line
    }
}
