import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import Testing

@testable import LiveWeb

/// A connection the server accepted but never handled (it was stopping) is finished and closed when released:
/// NIO traps on an async channel released unfinished, which took the whole process down once in CI.
struct AcceptedConnectionTests {
    @Test func aConnectionReleasedBeforeItWasHandledIsClosedNotATrap() async throws {
        try await withAcceptedConnection { accepted, client in
            // Released at once, never taken by `handle`, as a stopping server drops what it accepted.
            _ = AcceptedConnection(accepted)
            #expect(await client.waitUntilClosed())
        }
    }

    @Test func aConnectionTakenByHandleIsLeftToIt() async throws {
        try await withAcceptedConnection { accepted, client in
            let taken = AcceptedConnection(accepted).take()
            // The wrapper is released; a request sent after it is still read and answered over the connection,
            // which a close on release (queued on the event loop before the request) would have ended.
            try await client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            try await taken.executeThenClose { inbound, outbound in
                for try await part in inbound {
                    guard case .end = part else { continue }
                    try await outbound.write(.head(HTTPResponse(status: .ok, headerFields: [.contentLength: "0"])))
                    try await outbound.write(.end(nil))
                    break
                }
                #expect(await client.nextResponse()?.status == 200, "the connection was closed though handle had it")
                #expect(!client.isClosed)
            }
            #expect(await client.waitUntilClosed())
        }
    }

    /// A loopback server's first accepted connection, as Hummingbird's HTTP/1 channel sets it up, and its client.
    private func withAcceptedConnection(
        _ body: (HTTP1Channel.Value, RawConnection) async throws -> Void
    ) async throws {
        let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(host: "127.0.0.1", port: 0) { channel in
                HTTP1Channel(responder: { _, _, _ in }).setup(channel: channel, logger: Logger(label: "test"))
            }
        let port = try #require(server.channel.localAddress?.port)
        try await server.executeThenClose { inbound in
            let client = try await RawConnection.open(port: port)
            for try await accepted in inbound {
                try await body(accepted, client)
                break
            }
        }
    }
}
