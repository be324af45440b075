import Testing
import WebUI

struct ConnectionLimitTests {
    @Test func aConnectionOverTheLimitWaitsUntilOneClosesAndIsThenServed() async throws {
        try await withRunningServer(makeServer(connectionLimits: ConnectionLimits(maximumConnections: 2))) { port in
            var open: [RawConnection] = []
            for _ in 0..<2 {
                let connection = try await RawConnection.open(port: port)
                try await connection.send(requestHead("GET", "/assets/app.css"))
                #expect(await connection.nextResponse()?.status == 200)
                open.append(connection)
            }
            // NB: the kernel completes the third handshake (listen queue), but the server does not accept it.
            let waiting = try await RawConnection.open(port: port)
            try await waiting.send(requestHead("GET", "/assets/app.css"))
            #expect(await waiting.nextResponse(timeout: .milliseconds(700)) == nil)

            await open[0].close()
            #expect(await waiting.nextResponse()?.status == 200)
            for connection in open + [waiting] {
                await connection.close()
            }
        }
    }
}
