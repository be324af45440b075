import Hummingbird
import LiveWeb
import TestSupport
import Testing
import WebUI

struct ConnectionLimitTests {
    /// Idle sockets cannot keep page loads waiting: at the limit, the connection idle the longest is closed.
    @Test func aConnectionOverTheLimitIsServedAndTheOneIdleTheLongestIsClosed() async throws {
        try await withRunningServer(makeServer(connectionLimits: ConnectionLimits(maximumConnections: 2))) { port in
            let oldest = try await RawConnection.open(port: port)
            try await oldest.send(requestHead("GET", "/assets/app.css"))
            #expect(await oldest.nextResponse()?.status == 200)
            let newer = try await RawConnection.open(port: port)
            try await newer.send(requestHead("GET", "/assets/app.css"))
            #expect(await newer.nextResponse()?.status == 200)

            let arriving = try await RawConnection.open(port: port)
            try await arriving.send(requestHead("GET", "/assets/app.css"))

            #expect(await arriving.nextResponse()?.status == 200)
            #expect(await oldest.waitUntilClosed())
            for connection in [newer, arriving] {
                await connection.close()
            }
        }
    }

    /// A response in progress is never cut to make room: while every connection is serving a request, a new
    /// one waits in the listen queue until one closes.
    @Test func aConnectionOverTheLimitWaitsWhileEveryOneIsServingARequest() async throws {
        let gate = Gate()
        let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
        let server = makeServer(connectionLimits: ConnectionLimits(maximumConnections: 2)).addRoutes { router in
            router.get("/held") { _, _ -> String in
                arrived.yield()
                await gate.wait()
                return "done"
            }
        }
        try await withRunningServer(server) { port in
            var held: [RawConnection] = []
            var arrival = arrivals.makeAsyncIterator()
            for _ in 1...2 {
                held.append(try await RawConnection.open(port: port, sending: requestHead("GET", "/held")))
                // Each is serving its request (its handler has run) before the next connection arrives; until
                // then it is idle, and at the limit the one idle the longest is closed to make room.
                await arrival.next()
            }
            // The kernel completes the third handshake (listen queue), but the server does not accept it.
            let waiting = try await RawConnection.open(port: port)
            try await waiting.send(requestHead("GET", "/assets/app.css"))
            #expect(await waiting.nextResponse(timeout: .milliseconds(700)) == nil)
            #expect(held.allSatisfy { !$0.isClosed })

            gate.open()
            for connection in held {
                #expect(await connection.nextResponse()?.body == "done")
            }
            await held[0].close()
            #expect(await waiting.nextResponse()?.status == 200)
            for connection in held + [waiting] {
                await connection.close()
            }
        }
    }
}
