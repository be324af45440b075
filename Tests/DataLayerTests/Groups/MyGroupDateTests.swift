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
