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
        let shared = SharedRequests<Int>()
        let runs = Atomic(0)
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let gateBox = Mutex(Optional(gate))
        let work: @Sendable () async throws -> Int = {
            let run = runs.add(1, ordering: .relaxed).newValue
            if let gate = gateBox.withLock({ $0.take() }) {
                for await _ in gate { break }
            }
            return run
        }
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<50 {
                group.addTask { try await shared.value(for: "key", work) }
            }
            // Every caller has asked once the first run waits at the gate and the others are parked.
            while runs.load(ordering: .relaxed) == 0 { await Task.yield() }
            try await Task.sleep(for: .milliseconds(50))
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
