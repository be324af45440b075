import DataLayer
import Synchronization
import Testing

struct SharedRequestsTests {
    @MainActor
    @Test func workThatNeverWaitsIsDoneBeforeItsCallerFirstWaits() {
        let shared = SharedRequests<Int>()
        var result: Int?
        // An immediate task runs here until it first waits; a hop to another thread would leave `result` nil.
        Task.immediate { result = try? await shared.value(for: "answer") { 42 } }
        #expect(result == 42)
    }

    @Test func callersFromManyThreadsAtOnceShareOneRunAndALaterCallerRunsAgain() async throws {
        // Each caller arrives by starting a run or by joining one; the gate opens once all fifty have arrived.
        let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
        let shared = SharedRequests<Int>(joined: { _ in arrived.yield() })
        let runs = Atomic(0)
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let gateBox = Mutex(Optional(gate))
        let work: @Sendable () async throws -> Int = {
            let run = runs.add(1, ordering: .relaxed).newValue
            arrived.yield()
            if let gate = gateBox.withLock({ $0.take() }) {
                for await _ in gate { break }
            }
            return run
        }
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<50 {
                group.addTask { try await shared.value(for: "key", work) }
            }
            var count = 0
            for await _ in arrivals {
                count += 1
                if count == 50 { break }
            }
            open.yield()
            var results: [Int] = []
            for try await result in group { results.append(result) }
            #expect(results == Array(repeating: 1, count: 50))
        }
        #expect(runs.load(ordering: .relaxed) == 1)
        #expect(try await shared.value(for: "key", work) == 2)
    }

    @Test func aFailureReachesItsCallerAndTheNextCallerRunsAgain() async throws {
        struct Failure: Error {}
        let shared = SharedRequests<Int>()
        await #expect(throws: Failure.self) {
            try await shared.value(for: "key") { throw Failure() }
        }
        #expect(try await shared.value(for: "key") { 7 } == 7)
    }
}
