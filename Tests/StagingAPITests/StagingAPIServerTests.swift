import Foundation
import StagingAPI
import TestSupport
import Testing

@Suite struct StagingAPIServerTests {
    @Test func countsRequestsPerPathIncludingFaultedOnes() async throws {
        try await withStagingAPI { api in
            _ = try await api.get("/users/mojombo")
            _ = try await api.get("/users/mojombo?x=1", headers: ["X-Strata-Fault": "status=500"])
            _ = try await api.get("/groups")
            #expect(await api.requestCount(path: "/users/mojombo") == 2)
            #expect(await api.requestCount(path: "/groups") == 1)
            #expect(await api.requestCount(path: "/users") == 0)
            #expect(await api.requestCounts() == ["/users/mojombo": 2, "/groups": 1])
            await api.resetRequestCounts()
            #expect(await api.requestCounts().isEmpty)
        }
    }

    @Test func requestCountsAreReadableOverHTTPWithoutCountingThemselves() async throws {
        try await withStagingAPI { api in
            _ = try await api.get("/groups")
            let counts = try JSONBody.object(
                try await api.get(
                    "/__staging/requests", headers: [StagingControlToken.headerName: api.controlToken.value]
                ).body)
            #expect(counts as? [String: Int] == ["/groups": 1])
            #expect(await api.requestCounts() == ["/groups": 1])
        }
    }

    @Test func aRequestsArrivalIsToldWhileItsAnswerIsStillHeld() async throws {
        try await withStagingAPI { api in
            let held = Task { try await api.get("/groups", headers: ["X-Strata-Fault": "delay=5000"]) }
            // Returns while the delay holds the answer: told on arrival, not on the answer.
            await api.requestArrived(path: "/groups")
            #expect(await api.requestCounts() == ["/groups": 1])
            held.cancel()
            // A path already requested is told at once.
            await api.requestArrived(path: "/groups")
        }
    }

    @Test func aTakenPortThrows() async throws {
        try await withStagingAPI { api in
            let second = StagingAPIServer(dataset: Fixtures.dataset(), logger: Fixtures.quietLogger())
            await #expect(throws: StagingAPIServerError.self) {
                let running = try await second.start(port: api.port)
                await running.stop()
            }
        }
    }

    @Test func aStoppedServerAnswersNothing() async throws {
        let api = try await StagingAPIServer(
            dataset: Fixtures.dataset(), logger: Fixtures.quietLogger()
        ).start()
        #expect(try await api.get("/groups").response.statusCode == 200)
        await api.stop()
        // The request itself may be answered: once the port is closed, a server started by a test running
        // alongside may be given the same port. What must hold is that this server no longer answers.
        _ = try? await api.get("/groups")
        #expect(await api.requestCount(path: "/groups") == 1)
        await api.stop()
    }
}
