import Foundation
import StagingAPI
import TestSupport
import Testing

/// The staging API answers every request, however hostile its numbers, paths and fault lists, in the shape
/// of the API it imitates, and keeps serving. The requests come from the tables of ``HostileRequests``:
/// 44 routes × 15 values (660), 10 routes × 21 fault lists × header and query (420), and 6 control routes ×
/// 36 values (216): 1,296 requests in all.
@Suite struct HostileParametersTests {
    @Test func everyRouteAnswersEveryHostileValueAndFaultListInItsAPIsShape() async throws {
        let requests = HostileRequests.routeRequests() + HostileRequests.faultRequests()
        #expect(requests.count == 660 + 420, "sends \(requests.count) requests to the API routes")
        try await withStagingAPI { api in
            let problems = await HostileSweep.problems(sending: requests, to: api, atOnce: 8)
            #expect(problems.isEmpty, "\(problems.count) of \(requests.count) answers: \(problems.prefix(10))")
            try await expectStillServing(api)
        }
    }

    @Test func theControlRoutesAnswerEveryHostileValue() async throws {
        let requests = HostileRequests.controlRequests()
        #expect(requests.count == 216, "sends \(requests.count) requests to the control routes")
        try await withStagingAPI { api in
            let problems = await HostileSweep.problems(sending: requests, to: api, atOnce: 1)
            #expect(problems.isEmpty, "\(problems.count) of \(requests.count) answers: \(problems.prefix(10))")
            let cleared = try await api.control("DELETE", "/__staging/faults")
            #expect(cleared == 204)
            try await expectStillServing(api)
        }
    }

    @Test func aStickyFaultNeedsAPathPrefixStartingWithASlash() async throws {
        try await withStagingAPI { api in
            let empty = try await api.control("POST", "/__staging/faults?path=&fault=status%3D503")
            let relative = try await api.control("POST", "/__staging/faults?path=groups&fault=status%3D503")
            #expect(empty == 400)
            #expect(relative == 400)
            #expect(try await api.get("/groups").response.statusCode == 200)
        }
    }

    /// The old crashes, each followed by a normal request.
    @Test(arguments: [
        "/api/v2/pokemon?offset=9223372036854775807", "/api/v2/pokemon?offset=1&limit=9223372036854775807",
        "/B552584/MsrstnInfoInqireSvc/getMsrstnList?serviceKey=k&pageNo=9223372036854775807",
        "/B552584/MsrstnInfoInqireSvc/getMsrstnList?serviceKey=k&pageNo=2&numOfRows=9223372036854775807",
        "/groups?strata_fault=delay%3D9223372036854775807%2Cdelay%3D1%2Cboom",
    ])
    func aFormerCrashIsAnAnswer(pathAndQuery: String) async throws {
        try await withStagingAPI { api in
            let (data, response) = try await api.get(pathAndQuery)
            #expect((200...499).contains(response.statusCode))
            #expect(!data.isEmpty)
            try await expectStillServing(api)
        }
    }

    private func expectStillServing(_ api: RunningStagingAPI) async throws {
        let (groups, response) = try await api.get("/groups")
        #expect(response.statusCode == 200)
        #expect(try JSONBody.array(groups).count == 3)
        let (list, listResponse) = try await api.get("/api/v2/pokemon?limit=2&offset=1")
        #expect(listResponse.statusCode == 200)
        #expect((try JSONBody.object(list)["results"] as? [Any])?.count == 2)
    }
}
