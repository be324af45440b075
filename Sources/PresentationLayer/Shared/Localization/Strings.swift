import Foundation
import Synchronization

/// The user interface's text in one ``Language``: each catalogue's text by key, and dates, times and numbers
/// written the language's way.
///
/// ```swift
/// let strings = Strings(.ko)
/// strings[MessageText.offline]                       // "서비스에 연결할 수 없어요. …"
/// strings(MoviesText.noResults, "star")              // "“star”에 맞는 영화가 없어요."
/// strings(MessageText.stationNotSaved, "서울", "")   // "서울을 측정소로 저장하지 못했어요. "
/// strings.date(releaseDate)                          // "2010년 7월 8일"
/// ```
public struct Strings: Hashable, Sendable {
    /// The language.
    public let language: Language

    /// The text in `language`.
    public init(_ language: Language) {
        self.language = language
    }

    /// English.
    public static let en = Strings(.en)

    /// The text of `key`.
    public subscript<Key: LocalizedKey>(_ key: Key) -> String {
        Key.catalogue.text(key.rawValue, in: language)
    }

    /// The text of `key` with its placeholders (`%@`, `%1$@`) replaced by `arguments` in order. In Korean, a
    /// particle written in its fallback form after a placeholder (`“%@”이(가)`) takes the form its argument
    /// needs: `“종로구”가`, `“서울”이` (``KoreanParticle``).
    public func callAsFunction<Key: LocalizedKey>(_ key: Key, _ arguments: String...) -> String {
        Formatting.substitute(self[key], particles: language == .ko) { index in
            arguments.indices.contains(index) ? arguments[index] : ""
        }
    }

    /// The day of `date` in UTC, as a release date is: `Jul 8, 2010`, `2010년 7월 8일`.
    public func date(_ date: Date) -> String {
        let key = DateKey(language: language, date: date)
        if let text = Self.dates.withLock({ $0[key] }) {
            return text
        }
        let day = Self.utc.dateComponents([.year, .month, .day], from: date)
        let text = self(
            MessageText.mediumDate, String(day.year ?? 0), self[MessageText.month(day.month ?? 1)], String(day.day ?? 1)
        )
        Self.dates.withLock { texts in
            if texts.count >= Self.dateCapacity {
                texts.removeAll(keepingCapacity: true)
            }
            texts[key] = text
        }
        return text
    }

    /// Hours and minutes of `date` in `timeZone`, on the 24-hour clock both languages read: `14:05`.
    public func time(_ date: Date, in timeZone: TimeZone) -> String {
        // The time of day is the local seconds' remainder of a day (a Gregorian day has 86,400 seconds in
        // Foundation too); a calendar made per call cost an Air quality page a twelfth of its time.
        let local = (date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))) / 60
        // A time no Int holds (not a number, infinite, `1e300`) is clamped, never converted: `Int(_:)` would trap.
        let minutes = local.isNaN ? 0 : Int(min(max(local.rounded(.down), -Self.minuteLimit), Self.minuteLimit))
        let minuteOfDay = (minutes % 1_440 + 1_440) % 1_440
        return Self.clock(hour: minuteOfDay / 60, minute: minuteOfDay % 60)
    }

    /// A moment as a reader of `timeZone` reads it at `now`: the time (`14:05`), with its day when that is not
    /// today there (`Sep 3, 14:05`, `9월 3일 14:05`), and with `namesZone` the zone's name (`14:05 UTC`).
    public func moment(_ date: Date, in timeZone: TimeZone, now: Date, namesZone: Bool = false) -> String {
        let time = self.time(date, in: timeZone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        let written =
            calendar.isDate(date, inSameDayAs: now) || !date.timeIntervalSince1970.isFinite
            ? time
            : self(MessageText.dayAndTime, self[MessageText.month(day.month ?? 1)], String(day.day ?? 1), time)
        guard namesZone else { return written }
        let name =
            timeZone.secondsFromGMT(for: date) == 0 ? "UTC" : timeZone.abbreviation(for: date) ?? timeZone.identifier
        return "\(written) \(name)"
    }

    /// The most minutes from 1970 `time(_:in:)` counts, either way: some eight billion years, exact in a Double.
    private static let minuteLimit = Double(1 << 52)

    private static func clock(hour: Int, minute: Int) -> String {
        "\(hour):\(minute < 10 ? "0" : "")\(minute)"
    }

    /// `value` with thousands grouped, as both languages write it: `1,234`.
    public func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset).isMultiple(of: 3) {
                grouped.append(",")
            }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar
    }()

    private struct DateKey: Hashable {
        var language: Language
        var date: Date
    }

    /// Days already written: formatting a date costs more than the rest of a movie's row, and the dates are few.
    private static let dates = Mutex<[DateKey: String]>([:])
    private static let dateCapacity = 4_096
}
