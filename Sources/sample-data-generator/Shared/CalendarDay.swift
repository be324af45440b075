/// A proleptic Gregorian calendar day, computed by hand so generation never touches `Date()` or time zones.
struct CalendarDay: Comparable {
    var year: Int
    var month: Int
    var day: Int

    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// 0 = Sunday … 6 = Saturday (Sakamoto's method).
    var weekday: Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let shiftedYear = month < 3 ? year - 1 : year
        let sum = shiftedYear + shiftedYear / 4 - shiftedYear / 100 + shiftedYear / 400 + offsets[month - 1] + day
        return sum % 7
    }

    func adding(days: Int) -> CalendarDay {
        var result = self
        var remaining = days
        while remaining > 0 {
            result.day += 1
            if result.day > CalendarDay.daysIn(month: result.month, year: result.year) {
                result.day = 1
                result.month += 1
                if result.month > 12 {
                    result.month = 1
                    result.year += 1
                }
            }
            remaining -= 1
        }
        return result
    }

    /// `yyyy-MM-dd`.
    var iso: String {
        "\(year)-\(Rounding.padded(month, width: 2))-\(Rounding.padded(day, width: 2))"
    }
}
