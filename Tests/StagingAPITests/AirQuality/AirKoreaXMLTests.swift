import Foundation
import StagingAPI
import TestSupport
import Testing

/// AirKorea answers XML unless `returnType=json` is asked for; so does the staging API, errors included.
@Suite struct AirKoreaXMLTests {
    static let realtime = "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty"
    static let stations = "/B552584/MsrstnInfoInqireSvc"
    static let prolog = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#
    static let normalHeader = "<response><header><resultCode>00</resultCode><resultMsg>NORMAL_CODE</resultMsg></header>"

    /// GETs `path` with a valid key and `query`, answering the body as text and the content type.
    private func call(_ api: RunningStagingAPI, _ path: String, _ query: String) async throws -> (String, String?) {
        let (data, response) = try await api.get("\(path)?serviceKey=k&\(query)")
        #expect(response.statusCode == 200)
        return (String(decoding: data, as: UTF8.self), response.value(forHTTPHeaderField: "Content-Type"))
    }

    @Test func realtimeWithoutReturnTypeIsAirKoreasXML() async throws {
        try await withStagingAPI { api in
            let (text, type) = try await call(
                api, Self.realtime, "numOfRows=2&pageNo=1&stationName=%EC%A2%85%EB%A1%9C%EA%B5%AC&dataTerm=DAILY")
            #expect(type?.hasPrefix("text/xml") == true)
            #expect(text.hasPrefix(Self.prolog + Self.normalHeader + "<body><items><item>"))
            #expect(
                text.hasSuffix(
                    "</items><numOfRows>2</numOfRows><pageNo>1</pageNo><totalCount>24</totalCount></body></response>"))
            #expect(text.components(separatedBy: "<item>").count == 3)
            #expect(text.contains("<dataTime>2024-05-20 23:00</dataTime>"))
            #expect(text.contains("<stationName>종로구</stationName>"))
            #expect(text.contains("<pm10Value>20</pm10Value>"))
            #expect(text.contains("<pm10Flag/>"))
            #expect(text.contains("<pm10Flag>통신장애</pm10Flag>"))
        }
    }

    @Test func returnTypeXMLIsTheSameXMLAndJSONIsStillJSON() async throws {
        try await withStagingAPI { api in
            let query = "numOfRows=2&stationName=%EC%A2%85%EB%A1%9C%EA%B5%AC"
            let (xml, _) = try await call(api, Self.realtime, "returnType=xml&" + query)
            let (absent, _) = try await call(api, Self.realtime, query)
            #expect(xml == absent)
            let (json, type) = try await call(api, Self.realtime, "returnType=json&" + query)
            #expect(type?.hasPrefix("application/json") == true)
            #expect(json.hasPrefix(#"{"response":"#))
        }
    }

    @Test func stationListsAndNearbyStationsAreXMLToo() async throws {
        try await withStagingAPI { api in
            let (list, _) = try await call(api, Self.stations + "/getMsrstnList", "numOfRows=1&pageNo=1")
            #expect(list.hasPrefix(Self.prolog + Self.normalHeader + "<body><items><item><dmX>"))
            #expect(list.contains("<stationName>") && list.contains("<addr>"))
            let (nearby, _) = try await call(api, Self.stations + "/getNearbyMsrstnList", "tmX=200282.8&tmY=453630.1")
            #expect(nearby.contains("<item><tm>"))
            let (towns, _) = try await call(
                api, Self.stations + "/getTMStdrCrdnt", "umdName=%ED%98%9C%ED%99%94%EB%8F%99")
            #expect(towns.contains("<umdName>혜화동</umdName>"))
        }
    }

    @Test func anEmptyPageHasAnEmptyItemsElement() async throws {
        try await withStagingAPI { api in
            let (text, _) = try await call(api, Self.realtime, "stationName=zzz")
            #expect(
                text == Self.prolog + Self.normalHeader
                    + "<body><items></items><numOfRows>10</numOfRows><pageNo>1</pageNo><totalCount>0</totalCount>"
                    + "</body></response>")
        }
    }

    @Test func anInvalidParameterIsAnXMLErrorUnlessJSONWasAskedFor() async throws {
        try await withStagingAPI { api in
            for returnType in ["", "returnType=xml&"] {
                let (text, type) = try await call(api, Self.realtime, returnType + "stationName=zzz&numOfRows=0")
                #expect(type?.hasPrefix("text/xml") == true)
                #expect(
                    text == Self.prolog + "<response><header><resultCode>10</resultCode>"
                        + "<resultMsg>INVALID_REQUEST_PARAMETER_ERROR</resultMsg></header></response>")
            }
            let (json, _) = try await call(api, Self.realtime, "returnType=json&stationName=zzz&numOfRows=0")
            #expect(json.contains(#""resultCode":"10""#))
        }
    }

}
