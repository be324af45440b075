import DataLayer
import DomainLayer
import Foundation
import StagingAPI
import TestSupport
import Testing

/// Every way AirKorea says no, and every way the exchange fails, as the scene's errors.
@Suite struct AirKoreaErrorTests {
    /// 2024-05-21 00:00 in Korea, when the quota used up on the afternoon of the 20th resets.
    static let nextMidnightInSeoul = AirQualityDataFixtures.seoul("2024-05-21 00:00")

    @Test func theRefusedKeyInvalidIsTheGatewaysXMLKeyErrorThoughJSONWasAskedAndTheStatusIs200() async throws {
        try await withStagingAPI { api in
            let source = AirQualityDataFixtures.airKorea(baseURL: api.baseURL, key: "invalid")
            let expected = DomainError.unauthorized(message: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR (30)")
            await #expect(throws: expected) { try await source.history(stationName: "종로구") }
            await #expect(throws: expected) { try await source.stations(named: "종로") }
            await #expect(throws: expected) { try await source.towns(named: "혜화동") }
            await #expect(throws: expected) { try await source.nearbyStations(tmX: 199_000, tmY: 452_000) }
        }
    }

    @Test(arguments: [
        ("03", DomainError.notFound),
        ("22", DomainError.rateLimited(until: nextMidnightInSeoul)),
        ("30", DomainError.unauthorized(message: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR (30)")),
        ("31", DomainError.unauthorized(message: "DEADLINE_HAS_EXPIRED_ERROR (31)")),
        ("32", DomainError.unauthorized(message: "UNREGISTERED_IP_ERROR (32)")),
        ("20", DomainError.unauthorized(message: "SERVICE_ACCESS_DENIED_ERROR (20)")),
        ("99", DomainError.server(status: 200, message: "UNKNOWN_ERROR (99)")),
        ("01", DomainError.server(status: 200, message: "APPLICATION_ERROR (01)")),
        ("10", DomainError.server(status: 200, message: "INVALID_REQUEST_PARAMETER_ERROR (10)")),
        ("12", DomainError.server(status: 200, message: "NO_OPENAPI_SERVICE_ERROR (12)")),
    ])
    func aResultCodeOfTheStagingAPIIsItsError(code: String, expected: DomainError) async throws {
        try await withStagingAPI { api in
            let source = AirQualityDataFixtures.airKorea(baseURL: api.baseURL, fault: "resultcode=\(code)")
            await #expect(throws: expected) { try await source.history(stationName: "종로구") }
            await #expect(throws: expected) { try await source.stations(named: "종로") }
        }
    }

    @Test func theDailyQuotaResetsAtTheNextMidnightInKoreaWhateverTheTimeOfDay() async throws {
        try await withStagingAPI { api in
            // 23:59:59 on the 20th in Korea is still the 20th there, though UTC says 14:59.
            for (now, reset) in [
                ("2024-05-20 00:00", "2024-05-21 00:00"), ("2024-05-20 23:59", "2024-05-21 00:00"),
                ("2024-12-31 09:30", "2025-01-01 00:00"),
            ] {
                let instant = AirQualityDataFixtures.seoul(now)
                let source = AirQualityDataFixtures.airKorea(
                    baseURL: api.baseURL, fault: "resultcode=22", now: { instant })
                await #expect(throws: DomainError.rateLimited(until: AirQualityDataFixtures.seoul(reset))) {
                    try await source.history(stationName: "종로구")
                }
            }
        }
    }

    @Test func theStagingAPIsRateLimitIsAirKoreasDailyQuota() async throws {
        _ = try await withStagingAPI { api in
            await #expect(throws: DomainError.rateLimited(until: Self.nextMidnightInSeoul)) {
                try await AirQualityDataFixtures.airKorea(baseURL: api.baseURL, fault: "ratelimit")
                    .history(stationName: "종로구")
            }
        }
    }

    @Test(arguments: [
        ("03", "NODATA_ERROR", DomainError.notFound),
        ("22", "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR", .rateLimited(until: nextMidnightInSeoul)),
        (
            "30", "SERVICE_KEY_IS_NOT_REGISTERED_ERROR",
            .unauthorized(message: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR (30)")
        ),
        ("3", "NODATA_ERROR", .notFound),
        ("XX", "STRANGE", .server(status: 200, message: "STRANGE (XX)")),
    ])
    func aJSONHeaderIsReadLikeTheGatewaysEnvelope(code: String, message: String, expected: DomainError) async throws {
        let body = AirQualityDataFixtures.refusalBody(code: code, message: message)
        _ = try await withHostileUpstream([AirQualityDataFixtures.realtimePath: .json(body)]) { upstream in
            await #expect(throws: expected) {
                try await AirQualityDataFixtures.airKorea(baseURL: upstream.baseURL).history(stationName: "종로구")
            }
        }
    }

    @Test(arguments: [
        (
            401, "30", "SERVICE_KEY_IS_NOT_REGISTERED_ERROR",
            DomainError.unauthorized(message: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR (30)")
        ),
        (403, "20", "SERVICE_ACCESS_DENIED_ERROR", .unauthorized(message: "SERVICE_ACCESS_DENIED_ERROR (20)")),
        (429, "22", "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR", .rateLimited(until: nextMidnightInSeoul)),
        (
            200, "30", "SERVICE_KEY_IS_NOT_REGISTERED_ERROR",
            .unauthorized(message: "SERVICE_KEY_IS_NOT_REGISTERED_ERROR (30)")
        ),
    ])
    func theGatewaysXMLEnvelopeIsReadWithAnyStatus(
        status: Int, code: String, message: String, expected: DomainError
    ) async throws {
        let answer = HostileUpstream.Answer(
            status: .init(code: status), headers: [("Content-Type", "text/xml;charset=UTF-8")],
            body: Data(("\n  " + AirQualityDataFixtures.gatewayBody(code: code, message: message)).utf8))
        _ = try await withHostileUpstream([AirQualityDataFixtures.stationListPath: answer]) { upstream in
            await #expect(throws: expected) {
                try await AirQualityDataFixtures.airKorea(baseURL: upstream.baseURL).stations(named: "종로")
            }
        }
    }

    @Test func theServicesWordsGoToTheDebugLog() async throws {
        try await withStagingAPI { api in
            let log = LogCapture()
            _ = try? await AirQualityDataFixtures.airKorea(baseURL: api.baseURL, fault: "resultcode=99", log: log)
                .history(stationName: "종로구")
            #expect(log.messages.contains { $0.contains("UNKNOWN_ERROR") && $0.contains("99") })
        }
    }

    @Test func aServerErrorKeepsItsStatusAndTheGatewaysWords() async throws {
        _ = try await withStagingAPI { api in
            await #expect(throws: DomainError.server(status: 500, message: "HTTP_ERROR (04)")) {
                try await AirQualityDataFixtures.airKorea(baseURL: api.baseURL, fault: "status=500")
                    .history(stationName: "종로구")
            }
        }
    }

    @Test func aServerErrorWithoutAnEnvelopeKeepsItsStatus() async throws {
        let answer = HostileUpstream.Answer(status: .badGateway, body: Data("Bad Gateway".utf8))
        _ = try await withHostileUpstream([AirQualityDataFixtures.realtimePath: answer]) { upstream in
            await #expect(throws: DomainError.server(status: 502, message: nil)) {
                try await AirQualityDataFixtures.airKorea(baseURL: upstream.baseURL).history(stationName: "종로구")
            }
        }
    }

    @Test(arguments: ["malformed", "truncated"])
    func anUnreadableBodyIsBadData(fault: String) async throws {
        try await withStagingAPI { api in
            let source = AirQualityDataFixtures.airKorea(baseURL: api.baseURL, fault: fault)
            let historyError = await #expect(throws: DomainError.self) { try await source.history(stationName: "종로구") }
            let stationsError = await #expect(throws: DomainError.self) { try await source.stations(named: "종로") }
            #expect(historyError.map(Self.isBadData) == true)
            #expect(stationsError.map(Self.isBadData) == true)
        }
    }

    @Test func aTruncatedKeyErrorIsBadDataNotAKeyError() async throws {
        try await withStagingAPI { api in
            let error = await #expect(throws: DomainError.self) {
                try await AirQualityDataFixtures.airKorea(baseURL: api.baseURL, key: "invalid", fault: "truncated")
                    .history(stationName: "종로구")
            }
            #expect(error.map(Self.isBadData) == true)
        }
    }

    @Test func aClosedPortIsTheNamedServiceUnreachable() async throws {
        let stopped = try closedPortURL()
        await #expect(throws: DomainError.unreachable(service: "AirKorea")) {
            try await AirQualityDataFixtures.airKorea(baseURL: stopped).history(stationName: "종로구")
        }
    }

    @Test func aSlowAnswerTimesOut() async throws {
        _ = try await withStagingAPI { api in
            await #expect(throws: DomainError.timedOut) {
                try await AirQualityDataFixtures.airKorea(baseURL: api.baseURL, fault: "delay=3000", timeout: 0.3)
                    .history(stationName: "종로구")
            }
        }
    }

    private static func isBadData(_ error: DomainError) -> Bool {
        if case .badData = error { true } else { false }
    }
}
