import Foundation
import PresentationLayer
import TestSupport
import Testing

/// A group's day, as both View rings write it.
struct GroupsWordsTests {
    @Test func aDayIsWrittenInEachLanguagesOwnWay() {
        let days = [MyGroupFixtures.day(2019, 9, 2), MyGroupFixtures.day(2023, 4, 5), MyGroupFixtures.day(2020, 2, 29)]
        #expect(days.map(Strings.en.groupDate) == ["Mon, Sep 2, 2019", "Wed, Apr 5, 2023", "Sat, Feb 29, 2020"])
        #expect(days.map(Strings(.ko).groupDate) == ["2019.09.02 (월)", "2023.04.05 (수)", "2020.02.29 (토)"])
    }

    @Test func theDayAGroupWasMadeSaysWhatItIs() {
        let day = MyGroupFixtures.day(2019, 12, 31)
        #expect(Strings.en.groupCreated(day) == "Created Tue, Dec 31, 2019")
        #expect(Strings(.ko).groupCreated(day) == "만든 날 2019.12.31 (화)")
    }

    @Test func theWordsAreCompleteInBothLanguages() {
        #expect(GroupsWords.catalogue.problems(for: GroupsWords.self) == [])
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
