import Foundation
import LiveWeb
import Testing
import WebUI

/// Timeouts over real loopback connections, with short limits so the tests stay fast.
///
/// The idle and read timeouts are NIO's own timers on its event loops (as in production), which no injected
/// clock drives. The tests wait on what the server does (a connection closed, an answer), never on time, except
/// where a client must be slow in real time (`trickle(into:)`, a request every 150 ms), which these timers leave
/// no other way to be; Tests/README.md lists those waits with the others left on the clock.
///
/// Each request's first bytes go with its connection (`open(port:sending:)`), so a test task starved by the rest
/// of the suite cannot leave a new connection idle past the short timeout before it sends them.
struct ConnectionTimeoutTests {
    // Short, yet long enough for a loaded 2-core machine to send a request before it runs out.
    private let shortIdle = ConnectionLimits(idleTimeout: .seconds(1), requestReadTimeout: .seconds(30))

    private let shortRead = ConnectionLimits(idleTimeout: .seconds(30), requestReadTimeout: .milliseconds(300))
    /// The head of a form post whose 1,000 bytes of body come slowly, if at all.
    private let slowBodyHead = requestHead(
        "POST", "/counter/increment", headers: ["Content-Type: \(formContentType)", "Content-Length: 1000"])

    /// Sends a byte every 50 ms until the server closes the connection, for at most 5 s.
    private func trickle(into connection: RawConnection) async throws {
        let started = ContinuousClock.now
        while !connection.isClosed, ContinuousClock.now - started < .seconds(5) {
            try? await connection.send("a")
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    @Test func anIdleConnectionIsClosedAfterTheIdleTimeout() async throws {
        try await withRunningServer(makeServer(connectionLimits: shortIdle)) { port in
            // Timed from before connecting: the server's timer starts later, once it accepts.
            let connecting = ContinuousClock.now
            let connection = try await RawConnection.open(port: port)
            #expect(await connection.waitUntilClosed())
            #expect(ContinuousClock.now - connecting >= .seconds(1))
        }
    }

    @Test func aKeptAliveConnectionIsClosedAfterTheIdleTimeoutFollowingItsResponse() async throws {
        try await withRunningServer(makeServer(connectionLimits: shortIdle)) { port in
            let connection = try await RawConnection.open(port: port, sending: requestHead("GET", "/assets/app.css"))
            #expect(await connection.nextResponse()?.status == 200)
            #expect(await connection.waitUntilClosed())
        }
    }

    @Test func aRequestHeadSentByteByByteIsClosedAfterTheIdleTimeout() async throws {
        try await withRunningServer(makeServer(connectionLimits: shortIdle)) { port in
            let connection = try await RawConnection.open(
                port: port, sending: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            try await trickle(into: connection)
            #expect(connection.isClosed)
            #expect(connection.received.isEmpty)
        }
    }

    @Test func aPartialRequestBodyIsClosedAfterTheIdleTimeout() async throws {
        try await withRunningServer(makeServer(connectionLimits: shortIdle)) { port in
            let head = requestHead(
                "POST", "/counter/increment", headers: ["Content-Type: \(formContentType)", "Content-Length: 100"])
            let connection = try await RawConnection.open(port: port, sending: head + "_csrf=abc")
            #expect(await connection.waitUntilClosed())
        }
    }

    @Test func aBodySentByteByByteIsClosedAfterTheRequestReadTimeout() async throws {
        try await withRunningServer(makeServer(connectionLimits: shortRead)) { port in
            let connection = try await RawConnection.open(port: port, sending: slowBodyHead)
            try await trickle(into: connection)
            #expect(connection.isClosed)
        }
    }

    @Test func requestsReadInTimeKeepAConnectionPastTheReadTimeoutAndASlowBodyAfterThemIsStillCut() async throws {
        try await withRunningServer(makeServer(connectionLimits: shortRead)) { port in
            let connection = try await RawConnection.open(port: port, sending: requestHead("GET", "/assets/app.css"))
            #expect(await connection.nextResponse()?.status == 200)
            // A request every 150 ms for over three read timeouts: the connection's one timer fires between
            // requests and while one is read, and neither closes it.
            for _ in 0..<7 {
                try await Task.sleep(for: .milliseconds(150))
                try await connection.send(requestHead("GET", "/assets/app.css"))
                #expect(await connection.nextResponse()?.status == 200)
            }
            #expect(!connection.isClosed)

            try await connection.send(slowBodyHead)
            try await trickle(into: connection)
            #expect(connection.isClosed)
        }
    }

    @Test func anOpenEventStreamIsNotCutByTheIdleTimeout() async throws {
        // 4 s, not 1: each connection must be answered before it runs out, and the heaviest tests (hundreds
        // of streams and sockets) may run beside this one on 2 cores, which a loaded CI machine starves for
        // seconds (2 s was seen to cut the first page before its answer).
        let limits = ConnectionLimits(idleTimeout: .seconds(4), requestReadTimeout: .seconds(30))
        try await withRunningServer(makeServer(connectionLimits: limits)) { port in
            // Each request goes with its connection (`open(port:sending:)`), so a starved test task cannot
            // leave a new connection idle past the short timeout.
            let page = try await RawConnection.open(port: port, sending: requestHead("GET", "/counter"))
            let response = try #require(await page.nextResponse())
            let cookie = try #require(response.headers["set-cookie"]?.split(separator: ";").first.map(String.init))
            let token = try #require(csrfToken(in: response.body))
            let window = try #require(windowID(in: response.body))

            let stream = try await RawConnection.open(
                port: port, sending: requestHead("GET", "/events?window=\(window)", headers: ["Cookie: \(cookie)"]))
            #expect(await stream.nextResponse(hasBody: false)?.headers["content-type"] == "text/event-stream")
            // The server's own timer times the stream: the page's connection, idle since its answer (before the
            // stream opened), is closed after one idle timeout, and a connection opened then after a second; by
            // then the stream has been open for nearly two.
            #expect(await page.waitUntilClosed(), "the idle page connection beside it is closed")
            let second = try await RawConnection.open(port: port)
            #expect(await second.waitUntilClosed())
            #expect(!stream.isClosed)

            let body = "_csrf=\(token)"
            let headers = [
                "Cookie: \(cookie)", "Content-Type: \(formContentType)", "Content-Length: \(body.utf8.count)",
                "X-Strata-Window: \(window)",
            ]
            let form = try await RawConnection.open(
                port: port, sending: requestHead("POST", "/counter/increment", headers: headers) + body)
            #expect(await form.nextResponse()?.status == 204)
            #expect(await stream.waitForText("Count: 1"))
            #expect(!stream.isClosed)
            await stream.close()
        }
    }

    @Test func anHTTP10RequestWithoutKeepAliveIsClosedAfterTheAnswer() async throws {
        try await withRunningServer(makeServer()) { port in
            let connection = try await RawConnection.open(port: port)
            try await connection.send(requestHead("GET", "/assets/app.css", host: nil, version: "1.0"))
            let response = await connection.nextResponse()
            #expect(response?.status == 200)
            #expect(response?.headers["connection"] == "close")
            #expect(await connection.waitUntilClosed())
        }
    }
}
