import StagingAPI
import TestSupport
import Testing

/// A sticky fault covers every path under its own, or with `match=exact` that path alone, so a test can slow a
/// list without slowing the requests for its items that follow it.
@Suite struct StickyFaultMatchTests {
    static let paths = ["/api/v2/pokemon", "/api/v2/pokemon/1", "/api/v2/pokemon-species/1"]

    func statuses(_ api: RunningStagingAPI) async throws -> [Int] {
        var statuses: [Int] = []
        for path in Self.paths {
            statuses.append(try await api.get(path).response.statusCode)
        }
        return statuses
    }

    @Test func aFaultCoversEveryPathStartingWithItsOwn() async throws {
        try await withStagingAPI { api in
            let set = try await api.control("POST", "/__staging/faults?path=/api/v2/pokemon&fault=status%3D503")
            #expect(set == 204)
            #expect(try await statuses(api) == [503, 503, 503])
        }
    }

    @Test func anExactFaultCoversItsPathAlone() async throws {
        try await withStagingAPI { api in
            let set = try await api.control(
                "POST", "/__staging/faults?path=/api/v2/pokemon&fault=status%3D503&match=exact")
            #expect(set == 204)
            #expect(try await statuses(api) == [503, 200, 200])
        }
    }

    @Test func anUnknownMatchIsRefusedAndSetsNoFault() async throws {
        try await withStagingAPI { api in
            let set = try await api.control(
                "POST", "/__staging/faults?path=/api/v2/pokemon&fault=status%3D503&match=suffix")
            #expect(set == 400)
            #expect(try await statuses(api) == [200, 200, 200])
        }
    }
}
