import DataLayer
import DomainLayer
import Foundation
import TestSupport
import Testing

/// What AirKorea's hourly rows become: times in Korea (midnight written `24:00`), `"-"` as no data, and a
/// missing grade computed from the value.
@Suite struct AirKoreaMeasurementMappingTests {
    func history(
        _ rows: [(String, String, String, String, String)], log: LogCapture = LogCapture()
    ) async throws -> AirQualityHistory {
        let body = AirQualityDataFixtures.realtimeBody(rows)
        return try await withHostileUpstream([AirQualityDataFixtures.realtimePath: .json(body)]) { upstream in
            try await AirQualityDataFixtures.airKorea(baseURL: upstream.baseURL, log: log)
                .history(stationName: "종로구")
        }
    }

    @Test func midnightWrittenAs2400IsTheStartOfTheNextDay() async throws {
        let history = try await history([
            ("2024-05-21 01:00", #""40""#, #""2""#, #""20""#, #""2""#),
            ("2024-05-20 24:00", #""41""#, #""2""#, #""21""#, #""2""#),
            ("2024-05-20 23:00", #""42""#, #""2""#, #""22""#, #""2""#),
            ("2024-12-31 24:00", #""43""#, #""2""#, #""23""#, #""2""#),
        ])
        #expect(
            history.hourly.map(\.time) == [
                AirQualityDataFixtures.seoul("2024-05-21 01:00"), AirQualityDataFixtures.seoul("2024-05-21 00:00"),
                AirQualityDataFixtures.seoul("2024-05-20 23:00"), AirQualityDataFixtures.seoul("2025-01-01 00:00"),
            ])
        #expect(history.hourly[1].time == Date(timeIntervalSince1970: 1_716_217_200))
    }

    @Test func anHourWhoseTimeCannotBeReadIsDroppedWithAWarning() async throws {
        let log = LogCapture()
        let unreadable = [
            "", "2024-05-20", "2024-05-20 25:00", "2024-05-20 24:30", "2024-02-30 10:00", "2024-5-20 10:00",
            "2024-05-20T10:00", "2024-05-20 10:60", "오늘 10:00",
        ]
        let rows =
            [("2024-05-20 11:00", #""41""#, #""2""#, #""19""#, #""2""#)]
            + unreadable.map { ($0, #""30""#, #""1""#, #""10""#, #""1""#) }
            + [("2024-02-29 10:00", #""42""#, #""2""#, #""20""#, #""2""#)]
        let history = try await history(rows, log: log)
        #expect(
            history.hourly.map(\.time) == [
                AirQualityDataFixtures.seoul("2024-05-20 11:00"), AirQualityDataFixtures.seoul("2024-02-29 10:00"),
            ])
        #expect(log.messages.contains { $0.contains("could not be read") && $0.contains("2024-02-30 10:00") })
    }

    @Test func noDataIsNoneNotZero() async throws {
        let history = try await history([("2024-05-20 11:00", #""-""#, "null", #""-""#, "null")])
        #expect(
            history.hourly.map(\.pm10) == [AirQualityReading(value: nil, grade: nil)]
                && history.hourly.map(\.pm25) == [AirQualityReading(value: nil, grade: nil)])
    }

    @Test func aMissingGradeIsComputedFromTheValueAndAirKoreasOwnIsKept() async throws {
        let history = try await history([
            ("2024-05-20 11:00", #""81""#, "null", #""16""#, "null"),
            ("2024-05-20 10:00", #""151""#, #""-""#, #""76""#, #""0""#),
            ("2024-05-20 09:00", #""20""#, #""3""#, #""10""#, #""4""#),
        ])
        #expect(
            history.hourly.map { [$0.pm10, $0.pm25] } == [
                [AirQualityReading(value: 81, grade: .bad), AirQualityReading(value: 16, grade: .moderate)],
                [AirQualityReading(value: 151, grade: .veryBad), AirQualityReading(value: 76, grade: .veryBad)],
                [AirQualityReading(value: 20, grade: .bad), AirQualityReading(value: 10, grade: .veryBad)],
            ])
    }

    @Test func decimalsAreRoundedAndBlankNegativeOrGarbageValuesAreNoData() async throws {
        let values = [#""30.4""#, #""30.5""#, #"" 41 ""#, #""""#, #""-5""#, #""abc""#, #""NaN""#, "null"]
        let history = try await history(
            values.enumerated().map { index, value in
                (String(format: "2024-05-20 %02d:00", 20 - index), value, "null", value, "null")
            })
        #expect(
            history.hourly.map(\.pm10) == [
                AirQualityReading(value: 30, grade: .good), AirQualityReading(value: 31, grade: .moderate),
                AirQualityReading(value: 41, grade: .moderate), AirQualityReading(value: nil, grade: nil),
                AirQualityReading(value: nil, grade: nil), AirQualityReading(value: nil, grade: nil),
                AirQualityReading(value: nil, grade: nil), AirQualityReading(value: nil, grade: nil),
            ])
        #expect(history.hourly.map(\.pm25.grade) == [.moderate, .moderate, .bad, nil, nil, nil, nil, nil])
    }
}
