import DomainLayer
import Foundation

/// The groups service's dates, written as the seed writes them: `2020.01.01 Mon`.
enum MyGroupDate {
    private static let weekdays: Set<Substring> = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// The day `text` names, at midnight UTC. The weekday is optional and not checked against the day: the
    /// seed's own sample pairs `2020.01.01` (a Wednesday) with `Mon`.
    static func parse(_ text: String) throws(MyGroupDateError) -> Date {
        var day = text[...]
        if let space = text.utf8.firstIndex(of: UInt8(ascii: " ")) {
            day = text[..<space]
            guard weekdays.contains(text[text.utf8.index(after: space)...]) else { throw MyGroupDateError(text: text) }
        }
        // `yyyy.MM.dd` in ASCII digits.
        let bytes = Array(day.utf8)
        let dots = [4, 7]
        guard bytes.count == 10,
            bytes.indices.allSatisfy({ dots.contains($0) ? bytes[$0] == UInt8(ascii: ".") : isDigit(bytes[$0]) })
        else { throw MyGroupDateError(text: text) }
        let year = number(bytes[0..<4])
        let month = number(bytes[5..<7])
        let dayOfMonth = number(bytes[8..<10])
        guard let date = date(year: year, month: month, day: dayOfMonth) else { throw MyGroupDateError(text: text) }
        return date
    }

    /// Midnight UTC of the day; nil when there is no such day (`2020.02.30`).
    ///
    /// Counted as a Gregorian day since 1970 from 1583 on (after the Gregorian reform, where Foundation's
    /// calendar is the proleptic one too); a calendar per date was a visible part of the Groups page's time.
    private static func date(year: Int, month: Int, day: Int) -> Date? {
        guard year >= 1583 else {
            guard let date = Calendar.utc.date(from: DateComponents(year: year, month: month, day: day)),
                // Calendar rolls 2020.02.30 over to March 1; a date that does not read back is invalid.
                Calendar.utc.dateComponents([.year, .month, .day], from: date)
                    == DateComponents(year: year, month: month, day: day)
            else { return nil }
            return date
        }
        let isLeap = year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400))
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month), (1...lengths[month - 1]).contains(day) else { return nil }
        // Days since 1970-01-01 (Howard Hinnant's `days_from_civil`, for years after 0).
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Date(timeIntervalSince1970: TimeInterval(days) * 86_400)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int {
        digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
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
