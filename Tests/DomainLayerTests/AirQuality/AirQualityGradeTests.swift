import DomainLayer
import Testing

/// AirKorea's bands: PM10 0–30 / 31–80 / 81–150 / 151+, PM2.5 0–15 / 16–35 / 36–75 / 76+.
@Suite struct AirQualityGradeTests {
    @Test(arguments: [
        (0, AirQualityGrade.good), (30, .good), (31, .moderate), (80, .moderate), (81, .bad), (150, .bad),
        (151, .veryBad), (999, .veryBad),
    ])
    func pm10IsGradedByItsBands(value: Int, grade: AirQualityGrade) {
        #expect(ParticulateMatter.pm10.grade(for: value) == grade)
    }

    @Test(arguments: [
        (0, AirQualityGrade.good), (15, .good), (16, .moderate), (35, .moderate), (36, .bad), (75, .bad),
        (76, .veryBad), (500, .veryBad),
    ])
    func pm25IsGradedByItsBands(value: Int, grade: AirQualityGrade) {
        #expect(ParticulateMatter.pm25.grade(for: value) == grade)
    }

    @Test func gradesAreReadFromAirKoreasStringsOneToFourOnly() {
        #expect(["1", "2", "3", "4"].map(AirQualityGrade.init(airKoreaValue:)) == [.good, .moderate, .bad, .veryBad])
        #expect(
            [nil, "-", "0", "5", "", "2.0", "좋음"].map(AirQualityGrade.init(airKoreaValue:))
                == Array(repeating: nil, count: 7))
    }

    @Test func gradesOrderFromGoodToVeryBad() {
        #expect(AirQualityGrade.allCases.sorted() == [.good, .moderate, .bad, .veryBad])
        #expect(AirQualityGrade.good < .veryBad)
    }
}
