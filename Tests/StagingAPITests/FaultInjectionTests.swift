import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct FaultInjectionTests {
    static let search = "/3/search/movie?query=space&api_key=k"

    @Test func statusAnswersTheAPIsOwnErrorBody() async throws {
        try await withStagingAPI { api in
            let tmdb = try await api.get(Self.search, headers: ["X-Strata-Fault": "status=500"])
            #expect(tmdb.response.statusCode == 500)
            let tmdbBody = try JSONBody.object(tmdb.body)
            #expect(tmdbBody["status_code"] as? Int == 11)
            #expect(tmdbBody["status_message"] as? String == "Internal error: Something went wrong, contact TMDb.")
            #expect(tmdbBody["success"] as? Bool == false)

            let gitHub = try await api.get("/users?strata_fault=status%3D500")
            #expect(gitHub.response.statusCode == 500)
            #expect(try JSONBody.object(gitHub.body)["message"] as? String == "Server Error")

            let poke = try await api.get("/api/v2/pokemon/25", headers: ["X-Strata-Fault": "status=503"])
            #expect(poke.response.statusCode == 503)
            #expect(String(decoding: poke.body, as: UTF8.self) == "Service Unavailable")

            let air = try await api.get(
                "/B552584/MsrstnInfoInqireSvc/getMsrstnList?serviceKey=k", headers: ["X-Strata-Fault": "status=502"])
            #expect(air.response.statusCode == 502)
            #expect(String(decoding: air.body, as: UTF8.self).contains("<OpenAPI_ServiceResponse>"))
        }
    }

    @Test func queryFaultIsStrippedBeforeHandlingAndNeverEchoed() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/api/v2/pokemon?limit=5&strata_fault=delay%3D1&offset=5")
            #expect(response.statusCode == 200)
            let body = try JSONBody.object(data)
            #expect(body["next"] as? String == "\(api.baseURL.absoluteString)/api/v2/pokemon?offset=10&limit=5")
            #expect(!String(decoding: data, as: UTF8.self).contains("strata_fault"))
        }
    }

    @Test func delayWaitsBeforeAnswering() async throws {
        try await withStagingAPI { api in
            let clock = ContinuousClock()
            let start = clock.now
            let (_, response) = try await api.get("/groups", headers: ["X-Strata-Fault": "delay=300"])
            #expect(response.statusCode == 200)
            #expect(clock.now - start >= .milliseconds(250))
        }
    }

    @Test func malformedIsOKWithABodyThatIsNotJSON() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get(Self.search, headers: ["X-Strata-Fault": "malformed"])
            #expect(response.statusCode == 200)
            #expect(!data.isEmpty)
            #expect(!JSONBody.isJSON(data))
        }
    }

    @Test func truncatedIsHalfTheRealBodyWithAMatchingLength() async throws {
        try await withStagingAPI { api in
            let full = try await api.get(Self.search).body
            let (data, response) = try await api.get(Self.search, headers: ["X-Strata-Fault": "truncated"])
            #expect(response.statusCode == 200)
            #expect(data.count == full.count / 2)
            #expect(response.value(forHTTPHeaderField: "Content-Length") == "\(full.count / 2)")
            #expect(data == full.prefix(full.count / 2))
            #expect(!JSONBody.isJSON(data))
        }
    }

    @Test func dropLosesTheConnectionMidBody() async throws {
        try await withStagingAPI { api in
            await #expect(throws: URLError.self) {
                _ = try await api.get(Self.search, headers: ["X-Strata-Fault": "drop"])
            }
            let after = try await api.get(Self.search)
            #expect(after.response.statusCode == 200, "the server keeps serving after a drop")
        }
    }

    @Test func rateLimitAnswersGitHubs403WithExhaustedHeaders() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/users/mojombo", headers: ["X-Strata-Fault": "ratelimit"])
            #expect(response.statusCode == 403)
            #expect(response.value(forHTTPHeaderField: "x-ratelimit-remaining") == "0")
            let reset = try #require(response.value(forHTTPHeaderField: "x-ratelimit-reset").flatMap(Int.init))
            #expect(reset > Int(Date().timeIntervalSince1970))
            let body = try JSONBody.object(data)
            #expect((body["message"] as? String)?.hasPrefix("API rate limit exceeded") == true)
            #expect(
                body["documentation_url"] as? String
                    == "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api")
        }
    }

    @Test func rateLimitAnswersTMDBs429Code25() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get(Self.search, headers: ["X-Strata-Fault": "ratelimit"])
            #expect(response.statusCode == 429)
            #expect(try JSONBody.object(data)["status_code"] as? Int == 25)
        }
    }

    @Test func unknownFaultIsABadRequestNamingIt() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("/groups", headers: ["X-Strata-Fault": "explode"])
            #expect(response.statusCode == 400)
            #expect(String(decoding: data, as: UTF8.self) == "Unknown strata fault: explode")
        }
    }

    static let stationList = "/B552584/MsrstnInfoInqireSvc/getMsrstnList?serviceKey=k&returnType=json"

    @Test(arguments: [
        ("03", "NODATA_ERROR"), ("01", "APPLICATION_ERROR"), ("99", "UNKNOWN_ERROR"),
        ("10", "INVALID_REQUEST_PARAMETER_ERROR"),
    ])
    func resultCodeAnswersAirKoreasJSONHeaderWithItsMessage(code: String, message: String) async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get(
                Self.stationList, headers: ["X-Strata-Fault": "resultcode=\(code)"])
            #expect(response.statusCode == 200)
            let envelope = try JSONBody.object(data)["response"] as? [String: Any]
            let header = envelope?["header"] as? [String: String]
            #expect(header == ["resultCode": code, "resultMsg": message])
            #expect(envelope?["body"] == nil)
        }
    }

    @Test(arguments: [
        ("22", "LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR"), ("30", "SERVICE_KEY_IS_NOT_REGISTERED_ERROR"),
        ("31", "DEADLINE_HAS_EXPIRED_ERROR"), ("32", "UNREGISTERED_IP_ERROR"),
    ])
    func aGatewayResultCodeAnswersTheXMLEnvelopeWith200AsAirKoreaDoes(code: String, message: String) async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get("\(Self.stationList)&strata_fault=resultcode%3D\(code)")
            #expect(response.statusCode == 200)
            #expect(
                String(decoding: data, as: UTF8.self)
                    == "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg>"
                    + "<returnAuthMsg>\(message)</returnAuthMsg><returnReasonCode>\(code)</returnReasonCode>"
                    + "</cmmMsgHeader></OpenAPI_ServiceResponse>")
        }
    }

    @Test func resultCodeOnAnotherAPIIsABadRequestNamingIt() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get(Self.search, headers: ["X-Strata-Fault": "resultcode=3"])
            #expect(response.statusCode == 400)
            #expect(String(decoding: data, as: UTF8.self) == "Unsupported strata fault for this API: resultcode=03")
        }
    }

    @Test func rateLimitAnswersAirKoreasDailyQuotaErrorWith200() async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get(Self.stationList, headers: ["X-Strata-Fault": "ratelimit"])
            #expect(response.statusCode == 200)
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.contains("<returnReasonCode>22</returnReasonCode>"))
            #expect(text.contains("<returnAuthMsg>LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR</returnAuthMsg>"))
        }
    }
}
