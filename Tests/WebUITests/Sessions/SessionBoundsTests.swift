import Hummingbird
import HummingbirdTesting
import LiveWeb
import Testing

@testable import WebUI

struct SessionBoundsTests {
    /// Clients that keep no cookies (crawlers, scripts, a flood) each make a session with a window and its view
    /// model; only a bounded pool of them is kept, and a browser that returned its cookie keeps its session.
    // A hundred times the pool's size: the pool is small so that the flood is short, not its share of the pool.
    @Test func aFloodOfCookielessRequestsKeepsSessionsAndWindowsBounded() async throws {
        let server = makeServer(sessions: SessionLimits(maximumNewSessions: 100))
        try await server.makeApplication(host: "127.0.0.1", port: 0).test(.live) { client in
            let first = try await client.execute(uri: "/counter", method: .get)
            let cookie = try #require(first.sessionCookie)
            let returning = try await client.execute(uri: "/counter/session", method: .get, headers: [.cookie: cookie])
            #expect(returning.sessionCookie == nil)

            let statuses = try await withThrowingTaskGroup(of: [HTTPResponse.Status: Int].self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        var statuses: [HTTPResponse.Status: Int] = [:]
                        for _ in 0..<1_250 {
                            statuses[try await client.execute(uri: "/counter", method: .get).status, default: 0] += 1
                        }
                        return statuses
                    }
                }
                return try await group.reduce(into: [:]) { $0.merge($1, uniquingKeysWith: +) }
            }

            #expect(statuses == [.ok: 10_000])
            #expect(await server.sessions.count == 101)
            #expect(await server.sessions.windowCount <= 101)
            let after = try await client.execute(uri: "/counter/session", method: .get, headers: [.cookie: cookie])
            #expect(after.sessionCookie == nil, "the browser that returned its cookie kept its session")
            #expect(after.text == returning.text)
        }
    }
}
