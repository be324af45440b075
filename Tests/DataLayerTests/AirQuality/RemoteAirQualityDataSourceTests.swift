import DataLayer
import DomainLayer
import Foundation
import StagingAPI
import TestSupport
import Testing

/// AirKorea's four operations against the staging API, and what is sent.
@Suite struct RemoteAirQualityDataSourceTests {
    @Test func theLastHoursOfAStationAreReadNewestFirstWithNoDataAsNone() async throws {
        try await withStagingAPI { api in
            let history = try await AirQualityDataFixtures.airKorea(baseURL: api.baseURL)
                .history(stationName: "종로구")
            #expect(history.stationName == "종로구")
            #expect(history.hourly.count == 24)
            #expect(
                Array(history.hourly.prefix(3)) == [
                    AirQualityMeasurement(
                        time: AirQualityDataFixtures.seoul("2024-05-20 23:00"),
                        pm10: AirQualityReading(value: 20, grade: .good),
                        pm25: AirQualityReading(value: 10, grade: .good)),
                    AirQualityMeasurement(
                        time: AirQualityDataFixtures.seoul("2024-05-20 22:00"),
                        pm10: AirQualityReading(value: nil, grade: nil),
                        pm25: AirQualityReading(value: nil, grade: nil)),
                    AirQualityMeasurement(
                        time: AirQualityDataFixtures.seoul("2024-05-20 21:00"),
                        pm10: AirQualityReading(value: 26, grade: .good),
                        pm25: AirQualityReading(value: 12, grade: .good)),
                ])
            #expect(history.hourly.last?.time == AirQualityDataFixtures.seoul("2024-05-20 00:00"))
        }
    }

    @Test func aStationWithFewerThan24HoursGivesTheHoursItHas() async throws {
        try await withStagingAPI(dataset: AirQualityDataFixtures.dataset(firstStationHours: 5)) { api in
            let history = try await AirQualityDataFixtures.airKorea(baseURL: api.baseURL)
                .history(stationName: "종로구")
            #expect(
                history.hourly.map(\.time)
                    == ["23", "22", "21", "20", "19"].map { AirQualityDataFixtures.seoul("2024-05-20 \($0):00") })
        }
    }

    @Test func anUnknownStationHasNoHours() async throws {
        try await withStagingAPI { api in
            let history = try await AirQualityDataFixtures.airKorea(baseURL: api.baseURL).history(stationName: "없는곳")
            #expect(history == AirQualityHistory(stationName: "없는곳", hourly: []))
        }
    }

    @Test func stationsAreSearchedByPartOfTheirKoreanName() async throws {
        try await withStagingAPI { api in
            let source = AirQualityDataFixtures.airKorea(baseURL: api.baseURL)
            let jongno = try await source.stations(named: "종로")
            let endingInGu = try await source.stations(named: "구")
            let busan = try await source.stations(named: "부산")
            #expect(jongno == [AirQualityStation(name: "종로구", address: "서울 종로구 종로35가길 19 종로5,6가 동 주민센터")])
            #expect(endingInGu.map(\.name) == ["종로구", "중구", "강남구"])
            #expect(busan == [])
        }
    }

    @Test func aTownIsFoundWithItsRegionAndTMPoint() async throws {
        try await withStagingAPI { api in
            let towns = try await AirQualityDataFixtures.airKorea(baseURL: api.baseURL).towns(named: "혜화")
            #expect(towns == [AirQualityTown(name: "혜화동", region: "서울 종로구", tmX: 199_000, tmY: 452_000)])
        }
    }

    @Test func theNearestStationsComeNearestFirstWithTheirDistance() async throws {
        try await withStagingAPI { api in
            let nearby = try await AirQualityDataFixtures.airKorea(baseURL: api.baseURL)
                .nearbyStations(tmX: 199_000, tmY: 452_000)
            #expect(
                nearby.map { "\($0.station.name) \($0.distanceKm)" } == ["종로구 0.0", "중구 1.7", "강남구 9.2"])
            #expect(nearby.first?.station.address == "서울 종로구 종로35가길 19 종로5,6가 동 주민센터")
        }
    }

    @Test func everyOperationSendsItsParametersAndTheKeyIsNeverLogged() async throws {
        let key = "s3cret+Key/=="
        let empty = AirQualityDataFixtures.refusalBody(code: "00", message: "NORMAL_CODE")
            .replacingOccurrences(of: "}}}", with: #"},"body":{"totalCount":0,"items":[]}}}"#)
        let paths = [
            AirQualityDataFixtures.realtimePath, AirQualityDataFixtures.stationListPath,
            AirQualityDataFixtures.townPath, AirQualityDataFixtures.nearbyPath,
        ]
        try await withHostileUpstream(Dictionary(uniqueKeysWithValues: paths.map { ($0, .json(empty)) })) {
            upstream in
            let log = LogCapture()
            let source = AirQualityDataFixtures.airKorea(baseURL: upstream.baseURL, key: key, log: log)
            _ = try await source.history(stationName: "종로구")
            _ = try await source.stations(named: "종로")
            _ = try await source.towns(named: "혜화동")
            _ = try await source.nearbyStations(tmX: 200_282.836056, tmY: 453_630.5)
            let encodedKey = "serviceKey=s3cret%2BKey/%3D%3D"
            let queries = paths.map { upstream.received(path: $0).first?.query?.removingPercentEncoding }
            #expect(
                queries
                    == [
                        "returnType=json&stationName=종로구&dataTerm=DAILY&numOfRows=24&pageNo=1&ver=1.3&\(encodedKey)",
                        "returnType=json&stationName=종로&numOfRows=1000&pageNo=1&\(encodedKey)",
                        "returnType=json&umdName=혜화동&numOfRows=100&pageNo=1&\(encodedKey)",
                        "returnType=json&tmX=200282.836056&tmY=453630.5&ver=1.1&\(encodedKey)",
                    ].map { $0.removingPercentEncoding })
            #expect(!log.messages.isEmpty)
            #expect(!log.messages.contains { $0.contains("s3cret") })
        }
    }
}
