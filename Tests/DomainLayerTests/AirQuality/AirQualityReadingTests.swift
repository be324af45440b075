import DomainLayer
import Testing

/// A reading from AirKorea's strings: `"-"` is no data, not zero; a missing grade is computed from the value.
@Suite struct AirQualityReadingTests {
    @Test func noDataIsNoneNotZeroAndHasNoGrade() {
        #expect(AirQualityReading(.pm10, value: "-", grade: nil) == AirQualityReading(value: nil, grade: nil))
        #expect(AirQualityReading(.pm25, value: nil, grade: nil) == AirQualityReading(value: nil, grade: nil))
    }

    @Test func aMissingGradeIsComputedFromTheValueByItsMattersBands() {
        #expect(AirQualityReading(.pm10, value: "31", grade: nil) == AirQualityReading(value: 31, grade: .moderate))
        #expect(AirQualityReading(.pm25, value: "31", grade: nil) == AirQualityReading(value: 31, grade: .moderate))
        #expect(AirQualityReading(.pm10, value: "76", grade: "-") == AirQualityReading(value: 76, grade: .moderate))
        #expect(AirQualityReading(.pm25, value: "76", grade: "0") == AirQualityReading(value: 76, grade: .veryBad))
    }

    @Test func airKoreasOwnGradeIsKeptEvenWithoutAValue() {
        #expect(AirQualityReading(.pm10, value: "20", grade: "3") == AirQualityReading(value: 20, grade: .bad))
        #expect(AirQualityReading(.pm10, value: "-", grade: "2") == AirQualityReading(value: nil, grade: .moderate))
    }

    @Test(arguments: [
        ("15.4", 15, AirQualityGrade.good), ("15.5", 16, .moderate), (" 35 ", 35, .moderate), ("0", 0, .good),
        ("75.49", 75, .bad),
    ])
    func decimalsAreRoundedToWholeMicrograms(text: String, value: Int, grade: AirQualityGrade) {
        #expect(AirQualityReading(.pm25, value: text, grade: nil) == AirQualityReading(value: value, grade: grade))
    }

    @Test(arguments: ["", " ", "-5", "-0.6", "abc", "12abc", "NaN", "inf", "1e400", "1e300", "--"])
    func blankNegativeOrGarbageValuesAreNoData(text: String) {
        #expect(AirQualityReading(.pm10, value: text, grade: nil) == AirQualityReading(value: nil, grade: nil))
    }

    @Test(arguments: ["10001", "1e5", "9.3e18", "9223372036854775807", "1.8e308", "-inf"])
    func aValueNoAirHoldsIsNoDataSoNoChartIsDrawnFromIt(text: String) {
        #expect(AirQualityReading(.pm10, value: text, grade: nil) == AirQualityReading(value: nil, grade: nil))
        #expect(AirQualityReading(.pm25, value: text, grade: "4") == AirQualityReading(value: nil, grade: .veryBad))
    }

    @Test func theHighestBelievableValueIsKept() {
        #expect(
            AirQualityReading(.pm10, value: "10000", grade: nil) == AirQualityReading(value: 10_000, grade: .veryBad))
    }
}
