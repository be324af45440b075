import Foundation
import PresentationLayer
import TestSupport
import Testing

/// A group's day, as both View rings write it.
struct GroupsWordsTests {
    @Test func aDayIsWrittenAsTheSeedDoesInEachLanguage() {
        let days = [MyGroupFixtures.day(2019, 9, 2), MyGroupFixtures.day(2023, 4, 5), MyGroupFixtures.day(2020, 2, 29)]
        #expect(days.map(Strings.en.groupDate) == ["2019.09.02 Mon", "2023.04.05 Wed", "2020.02.29 Sat"])
        #expect(days.map(Strings(.ko).groupDate) == ["2019.09.02 (월)", "2023.04.05 (수)", "2020.02.29 (토)"])
    }

    @Test func aDayIsTheCalendarsDayInUTC() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        // Every week, an hour and a minute from 1500 to 2500, across the Gregorian reform and the leap days.
        for second in stride(from: -14_831_769_600.0, to: 16_725_225_600, by: 7 * 86_400 + 3_661.5) {
            let date = Date(timeIntervalSince1970: second)
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
            let day = GroupsWords.day(date)
            let expected = (
                String(format: "%04d", parts.year ?? 0), String(format: "%02d", parts.month ?? 0),
                String(format: "%02d", parts.day ?? 0), parts.weekday ?? 0
            )
            #expect(day == expected, "\(date)")
        }
    }
}
