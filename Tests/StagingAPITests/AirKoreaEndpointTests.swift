import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct AirKoreaEndpointTests {
    static let realtime = "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty"
    static let stations = "/B552584/MsrstnInfoInqireSvc"

    /// The envelope's header and body.
    private func envelope(_ data: Data) throws -> (header: [String: Any], body: [String: Any]?) {
        let response = try #require(try JSONBody.object(data)["response"] as? [String: Any])
        return (try #require(response["header"] as? [String: Any]), response["body"] as? [String: Any])
    }

    /// GETs `path` with a valid key and `returnType=json` followed by `query`, answering the envelope.
    private func call(
        _ api: RunningStagingAPI, _ path: String, _ query: String
    ) async throws -> (header: [String: Any], body: [String: Any]?) {
        try envelope(try await api.get("\(path)?serviceKey=k&returnType=json&\(query)").body)
    }

    @Test func realtimeAnswersTheEnvelopeNewestFirst() async throws {
        try await withStagingAPI { api in
            let query = "serviceKey=k&returnType=json&numOfRows=24&pageNo=1&stationName=%EC%A2%85%EB%A1%9C%EA%B5%AC"
            let (data, response) = try await api.get("\(Self.realtime)?\(query)&dataTerm=DAILY&ver=1.3")
            #expect(response.statusCode == 200)
            let (header, body) = try envelope(data)
            #expect(header["resultCode"] as? String == "00")
            #expect(header["resultMsg"] as? String == "NORMAL_CODE")
            let page = try #require(body)
            #expect(page["totalCount"] as? Int == 24)
            #expect(page["pageNo"] as? Int == 1)
            #expect(page["numOfRows"] as? Int == 24)
            let items = try #require(page["items"] as? [[String: Any]])
            #expect(items.count == 24)
            let newest = try #require(items.first)
            #expect(newest["dataTime"] as? String == "2024-05-20 23:00")
            #expect(newest["stationName"] as? String == "종로구")
            #expect(newest["sidoName"] as? String == "서울")
            #expect(newest["mangName"] as? String == "도시대기")
            #expect(newest["pm10Value"] as? String == "20")
            #expect(newest["pm25Grade1h"] as? String == "1")
            #expect(JSONBody.isNull(newest, "pm10Flag"))
            let failing = items[1]
            #expect(failing["pm10Value"] as? String == "-")
            #expect(JSONBody.isNull(failing, "pm10Grade"))
            for flag in ["pm10Flag", "pm25Flag", "so2Flag", "coFlag", "o3Flag", "no2Flag"] {
                #expect(failing[flag] as? String == "통신장애")
            }
        }
    }

    @Test func realtimePagesAndAnswersUnknownStationsWithNoItems() async throws {
        try await withStagingAPI { api in
            let second = try await call(api, Self.realtime, "numOfRows=10&pageNo=3&stationName=중구")
            #expect((second.body?["items"] as? [Any])?.count == 4)
            let unknown = try await call(api, Self.realtime, "stationName=어딘가")
            #expect(unknown.header["resultCode"] as? String == "00")
            #expect(unknown.body?["totalCount"] as? Int == 0)
            #expect((unknown.body?["items"] as? [Any])?.isEmpty == true)
        }
    }

    /// (Answers in XML, asked for or by default, are `AirQuality/AirKoreaXMLTests`.)
    @Test func realtimeWithoutStationIsAnInvalidParameter() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("\(Self.realtime)?serviceKey=k&returnType=json")
            #expect(response.statusCode == 200)
            #expect(try envelope(data).header["resultCode"] as? String == "10")
        }
    }

    @Test(arguments: ["", "serviceKey=invalid&"])
    func missingOrInvalidKeyIsTheGatewayXMLError(key: String) async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("\(Self.realtime)?\(key)returnType=json&stationName=중구")
            #expect(response.statusCode == 200)
            #expect(response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("text/xml") == true)
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.hasPrefix("<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg>"))
            #expect(text.contains("<returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg>"))
            #expect(text.contains("<returnReasonCode>30</returnReasonCode>"))
        }
    }

    @Test func stationListFiltersByAddressAndName() async throws {
        try await withStagingAPI { api in
            let all = try await call(api, "\(Self.stations)/getMsrstnList", "pageNo=1")
            #expect(all.body?["totalCount"] as? Int == 3)
            let (_, body) = try await call(api, "\(Self.stations)/getMsrstnList", "addr=강남구")
            let items = try #require(body?["items"] as? [[String: Any]])
            #expect(items.count == 1)
            let station = try #require(items.first as? [String: String])
            #expect(station["stationName"] == "강남구")
            #expect(Set(station.keys) == ["stationName", "addr", "year", "mangName", "item", "dmX", "dmY"])
        }
    }

    @Test func nearbyAnswersTheNearestStationsWithDistances() async throws {
        try await withStagingAPI { api in
            let (_, body) = try await call(api, "\(Self.stations)/getNearbyMsrstnList", "tmX=199000&tmY=452000")
            let items = try #require(body?["items"] as? [[String: Any]])
            #expect(items.map { $0["stationName"] as? String } == ["종로구", "중구", "강남구"])
            #expect(items.first?["tm"] as? Double == 0)
            #expect(items[1]["tm"] as? Double == 1.7)
        }
    }

    @Test func townLookupAnswersTMCoordinatesAsStrings() async throws {
        try await withStagingAPI { api in
            let (_, body) = try await call(api, "\(Self.stations)/getTMStdrCrdnt", "umdName=혜화동")
            let town = try #require((body?["items"] as? [[String: Any]])?.first)
            #expect(town["umdName"] as? String == "혜화동")
            #expect(town["sggName"] as? String == "종로구")
            #expect(town["sidoName"] as? String == "서울")
            #expect(town["tmX"] as? String == "199000.000000")
            #expect(town["tmY"] as? String == "452000.000000")
        }
    }
}
