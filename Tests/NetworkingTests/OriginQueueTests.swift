import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Networking

/// Calls beyond the connections to one origin wait their turn in the client's own queue, bounded by their own
/// timeout, rather than in AsyncHTTPClient's pool, which fails a request that waited its connect timeout there.
@Suite(.timeLimit(.minutes(1))) struct OriginQueueTests {
    let origin = Origin(URL(string: "http://127.0.0.1:1")!)!
    let other = Origin(URL(string: "http://127.0.0.1:2")!)!

    /// Waits until `queue` has `running` calls to `origin` and `waiting` more.
    func settle(_ queue: OriginQueue, _ origin: Origin, running: Int, waiting: Int) async {
        while queue.load(origin) != (running, waiting) {
            await Task.yield()
        }
    }

    @Test func aCallBeyondTheLimitWaitsForOneToFinishAndTheyRunInTheOrderTheyCame() async throws {
        let queue = OriginQueue(limit: 1)
        let (first, release) = AsyncStream.makeStream(of: Void.self)
        let order = Order()
        let running = Task {
            try await queue.run(origin) {
                for await _ in first { break }
                order.append(0)
            }
        }
        await settle(queue, origin, running: 1, waiting: 0)
        var waiting: [Task<Void, any Error>] = []
        for number in 1...2 {
            waiting.append(Task { try await queue.run(origin) { order.append(number) } })
            await settle(queue, origin, running: 1, waiting: number)
        }
        // Another origin has its own turns.
        try await queue.run(other) {}
        #expect(order.numbers.isEmpty)
        release.yield()
        try await running.value
        for task in waiting { try await task.value }
        #expect(order.numbers == [0, 1, 2])
        #expect(queue.load(origin) == (0, 0))
    }

    @Test func aCancelledWaitEndsWithCancellationErrorAndGivesItsPlaceUp() async throws {
        let queue = OriginQueue(limit: 1)
        let (first, release) = AsyncStream.makeStream(of: Void.self)
        let running = Task { try await queue.run(origin) { for await _ in first { break } } }
        await settle(queue, origin, running: 1, waiting: 0)
        let cancelled = Task { try await queue.run(origin) { Issue.record("A cancelled wait ran its call") } }
        await settle(queue, origin, running: 1, waiting: 1)
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        #expect(queue.load(origin) == (1, 0))
        release.yield()
        try await running.value
        #expect(queue.load(origin) == (0, 0))
    }

    @Test func aFailingCallGivesItsTurnBack() async throws {
        let queue = OriginQueue(limit: 1)
        await #expect(throws: NetworkError.timedOut) { try await queue.run(origin) { throw NetworkError.timedOut } }
        #expect(try await queue.run(origin) { 42 } == 42)
        #expect(queue.load(origin) == (0, 0))
    }

    /// Twelve calls to one upstream that holds its answers: eight reach it, four wait in the queue, and once it
    /// answers all twelve succeed, no more than eight of them ever at the upstream at once.
    @Test func callsBeyondTheConnectionsWaitInTheQueueAndAllSucceed() async throws {
        let gate = Gate()
        try await withHostileUpstream(["/held": HostileUpstream.Answer(body: Data("ok".utf8), gate: gate)]) {
            upstream in
            let origin = try #require(Origin(upstream.baseURL))
            let limit = NIOHTTPClient.connectionsPerOrigin
            let calls = (0..<limit + 4).map { _ in
                Task {
                    try await NIOHTTPClient().send(
                        UpstreamRequest(url: upstream.url("/held"), timeout: 60), maxBodyBytes: 1 << 10)
                }
            }
            await settle(NIOHTTPClient.queue, origin, running: limit, waiting: 4)
            while gate.held < limit {
                await Task.yield()
            }
            gate.open()
            for call in calls {
                let (body, response) = try await call.value
                #expect(response.statusCode == 200 && body == Data("ok".utf8))
            }
            #expect(gate.mostInFlight == limit)
            #expect(NIOHTTPClient.queue.load(origin) == (0, 0))
        }
    }
}

/// The calls' numbers in the order they ran.
private final class Order: Sendable {
    private let state = Mutex<[Int]>([])

    var numbers: [Int] { state.withLock { $0 } }

    func append(_ number: Int) {
        state.withLock { $0.append(number) }
    }
}
