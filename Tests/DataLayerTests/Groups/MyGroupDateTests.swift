import Foundation
import TestSupport
import Testing

@testable import DataLayer

@Suite struct MyGroupDateTests {
    @Test func readsTheSeedsFormatAsMidnightUTC() throws {
        #expect(try MyGroupDate.parse("2020.01.01 Wed") == MyGroupFixtures.day(2020, 1, 1))
        #expect(try MyGroupDate.parse("2019.12.23 Mon") == MyGroupFixtures.day(2019, 12, 23))
    }

    @Test func acceptsAWeekdayThatDisagreesWithTheDayAsTheSeedWritesIt() throws {
        #expect(try MyGroupDate.parse("2020.01.01 Mon") == MyGroupFixtures.day(2020, 1, 1))
    }

    @Test func acceptsADateWithoutWeekday() throws {
        #expect(try MyGroupDate.parse("2021.03.01") == MyGroupFixtures.day(2021, 3, 1))
    }

    @Test func readsEveryDayAsTheCalendarDoes() throws {
        for year in [1583, 1600, 1700, 1900, 1969, 1970, 2000, 2024, 2100, 9999] {
            for month in 1...12 {
                for day in 1...31 {
                    let text = String(format: "%04d.%02d.%02d", year, month, day)
                    let parts = DateComponents(year: year, month: month, day: day)
                    let expected = Calendar.utc.date(from: parts).flatMap {
                        Calendar.utc.dateComponents([.year, .month, .day], from: $0) == parts ? $0 : nil
                    }
                    #expect((try? MyGroupDate.parse(text)) == expected, "\(text)")
                }
            }
        }
    }

    @Test(arguments: [
        "", "2020-01-01", "2020.1.1 Mon", "2020.13.01 Mon", "2020.02.30 Sun", "2020.01.01 Monday",
        "2020.01.01  Mon", "20a0.01.01 Mon", "2020.01.01 Mon extra", "٢٠٢٠.01.01 Mon",
    ])
    func rejectsAMalformedDateNamingIt(text: String) {
        #expect(throws: MyGroupDateError(text: text)) { try MyGroupDate.parse(text) }
    }

    @Test func theErrorSaysWhatWasExpected() {
        #expect(
            MyGroupDateError(text: "soon").description == "\"soon\" is not a date written like 2020.01.01 Mon")
    }
}
