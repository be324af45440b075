import Foundation
import StagingAPI
import TestSupport
import Testing

/// The control routes (`/__staging/…`) answer only requests addressed to a loopback name: a page elsewhere
/// that rebinds its own name to 127.0.0.1 cannot set faults or read the request counts.
@Suite struct ControlRouteHostTests {
    func send(_ method: String, _ api: RunningStagingAPI, _ pathAndQuery: String, host: String) async throws -> Int {
        try await api.control(method, pathAndQuery, host: host)
    }

    @Test(arguments: ["evil.example", "evil.example:8080", "127.0.0.1.evil.example", "localhost.:80", "127.0.0.1:x"])
    func aForeignHostCannotSetOrClearFaults(host: String) async throws {
        try await withStagingAPI { api in
            let set = try await send("POST", api, "/__staging/faults?path=/groups&fault=status%3D503", host: host)
            let counts = try await send("GET", api, "/__staging/requests", host: host)
            let groups = try await api.get("/groups").response.statusCode

            #expect(set == 421)
            #expect(counts == 421)
            #expect(groups == 200)
        }
    }

    @Test(arguments: ["127.0.0.1", "localhost", "LOCALHOST:1234", "[::1]:8080"])
    func aLoopbackHostSetsFaults(host: String) async throws {
        try await withStagingAPI { api in
            let set = try await send("POST", api, "/__staging/faults?path=/groups&fault=status%3D503", host: host)
            let groups = try await api.get("/groups").response.statusCode
            let cleared = try await send("DELETE", api, "/__staging/faults", host: host)

            #expect(set == 204)
            #expect(groups == 503)
            #expect(cleared == 204)
        }
    }
}
