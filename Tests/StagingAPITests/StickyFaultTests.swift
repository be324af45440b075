import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct StickyFaultTests {
    func send(_ method: String, _ api: RunningStagingAPI, _ pathAndQuery: String) async throws -> Int {
        try await api.control(method, pathAndQuery)
    }

    func status(_ api: RunningStagingAPI, _ pathAndQuery: String) async throws -> Int {
        try await api.get(pathAndQuery).response.statusCode
    }

    @Test func aStickyFaultAppliesToItsPathsUntilCleared() async throws {
        try await withStagingAPI { api in
            let set = try await send("POST", api, "/__staging/faults?path=/groups&fault=status%3D503")
            let groups = [try await status(api, "/groups"), try await status(api, "/groups")]
            let pokemon = try await status(api, "/api/v2/pokemon?limit=1")
            let cleared = try await send("DELETE", api, "/__staging/faults")
            let recovered = try await status(api, "/groups")

            #expect(set == 204)
            #expect(groups == [503, 503])
            #expect(pokemon == 200)
            #expect(cleared == 204)
            #expect(recovered == 200)
        }
    }

    @Test func aStickyFaultOutsideTheGrammarIsRefused() async throws {
        try await withStagingAPI { api in
            let unknown = try await send("POST", api, "/__staging/faults?path=/groups&fault=explode")
            let pathless = try await send("POST", api, "/__staging/faults?fault=malformed")
            let groups = try await status(api, "/groups")

            #expect(unknown == 400)
            #expect(pathless == 400)
            #expect(groups == 200)
        }
    }
}
