import DomainLayer
import Foundation

/// The groups service's dates, written as the seed writes them: `2020.01.01 Mon`.
enum MyGroupDate {
    private static let weekdays: Set<Substring> = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// The day `text` names, at midnight UTC. The weekday is optional and not checked against the day: the
    /// seed's own sample pairs `2020.01.01` (a Wednesday) with `Mon`.
    static func parse(_ text: String) throws(MyGroupDateError) -> Date {
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 1 || (parts.count == 2 && weekdays.contains(parts[1])) else {
            throw MyGroupDateError(text: text)
        }
        let fields = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        guard fields.count == 3, fields.map(\.count) == [4, 2, 2],
            fields.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]),
            let date = Calendar.utc.date(from: DateComponents(year: year, month: month, day: day)),
            // NB: Calendar rolls 2020.02.30 over to March 1; a date that does not read back is invalid.
            Calendar.utc.dateComponents([.year, .month, .day], from: date)
                == DateComponents(year: year, month: month, day: day)
        else {
            throw MyGroupDateError(text: text)
        }
        return date
    }
}

/// A group date that is not written `yyyy.MM.dd` with an optional English weekday.
public struct MyGroupDateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The date as the service wrote it.
    public var text: String

    public var description: String {
        "\"\(text)\" is not a date written like 2020.01.01 Mon"
    }
}
