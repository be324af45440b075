import SampleData

/// Composes the bundled group cards of the My groups scene, dated in the seed's `2020.01.01 Wed` style.
struct GroupGenerator {
    static let names = [
        "주말 등산 모임", "Swift Study Seoul", "Han River Runners", "보드게임 클럽", "Film Night Society",
        "사진 산책", "Code Review Circle", "독서 모임 ‘한 페이지’", "Jazz & Coffee", "Weekend Bakers",
        "도시 텃밭 가꾸기", "Retro Game Collective",
    ]
    private var random = SeededGenerator(seed: 0x4752_4f55_5053)

    mutating func makeGroups() -> [SampleGroup] {
        var day = CalendarDay(year: 2019, month: 3, day: 2)
        return GroupGenerator.names.enumerated().map { index, name in
            day = day.adding(days: random.int(20...200))
            return SampleGroup(image: "/images/groups/\(index + 1).svg", name: name, date: GroupGenerator.format(day))
        }
    }

    /// `yyyy.MM.dd EEE`, e.g. `2020.01.01 Wed`.
    static func format(_ day: CalendarDay) -> String {
        let date = "\(day.year).\(Rounding.padded(day.month, width: 2)).\(Rounding.padded(day.day, width: 2))"
        return date + " " + CalendarDay.weekdayNames[day.weekday]
    }
}

extension GroupsSampleData: GeneratedPart {
    static func generate() -> [SampleGroup] {
        var generator = GroupGenerator()
        return generator.makeGroups()
    }
}
