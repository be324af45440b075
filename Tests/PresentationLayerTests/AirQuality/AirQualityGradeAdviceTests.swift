import DomainLayer
import Foundation
import PresentationLayer
import Testing

/// The air's grade a view leads with, and the health advice AirKorea publishes for each grade (#37.13).
@Suite struct AirQualityGradeAdviceTests {
    func measurements(pm10: AirQualityGrade?, pm25: AirQualityGrade?) -> AirQuality.FetchMeasurements.ViewModel {
        AirQuality.FetchMeasurements.ViewModel(
            stationName: "종로구", measuredAt: nil,
            latest: [.init(matter: .pm10, value: 1, grade: pm10), .init(matter: .pm25, value: 1, grade: pm25)],
            charts: [], hours: [])
    }

    @Test func theAirsGradeIsTheWorseOfTheLatestReadingsAndNoneWhenNeitherHasOne() {
        #expect(measurements(pm10: .moderate, pm25: .good).grade == .moderate)
        #expect(measurements(pm10: .good, pm25: .veryBad).grade == .veryBad)
        #expect(measurements(pm10: nil, pm25: .bad).grade == .bad)
        #expect(measurements(pm10: nil, pm25: nil).grade == nil)
    }

    @Test func eachGradeHasItsHealthAdviceInEnglishAndKorean() {
        let grades: [AirQualityGrade] = [.good, .moderate, .bad, .veryBad]
        #expect(
            grades.map { $0.advice(.en) } == [
                "Enjoy outdoor activities.",
                "Sensitive groups (children, older adults, people with heart or lung disease) should limit prolonged "
                    + "outdoor exertion.",
                "Everyone should reduce prolonged or heavy outdoor exertion; sensitive groups should avoid it.",
                "Everyone should avoid outdoor activity; sensitive groups should stay indoors.",
            ])
        #expect(
            grades.map { $0.advice(Strings(.ko)) } == [
                "야외 활동을 즐기세요.",
                "민감군(어린이, 노인, 심장·호흡기 질환자)은 장시간 무리한 실외 활동을 줄이세요.",
                "모두 장시간 또는 무리한 실외 활동을 줄이고, 민감군은 실외 활동을 피하세요.",
                "모두 실외 활동을 피하고, 민감군은 실내에 머무르세요.",
            ])
    }
}
