import HummingbirdCore
import NIOCore
import NIOPosix
import Testing

@testable import LiveWeb

/// A connection the server accepted but never handled (it was stopping) is finished and closed when released:
/// NIO traps on an async channel released unfinished, which took the whole process down once in CI.
struct AcceptedConnectionTests {
    @Test func aConnectionReleasedBeforeItWasHandledIsClosedNotATrap() async throws {
        try await withAcceptedConnection { accepted, client in
            // NB: released at once, never taken by `handle`, as a stopping server drops what it accepted.
            _ = AcceptedConnection(accepted)
            #expect(await eventually { client.isClosed })
        }
    }

    @Test func aConnectionTakenByHandleIsLeftToIt() async throws {
        try await withAcceptedConnection { accepted, client in
            let taken = AcceptedConnection(accepted).take()
            try await Task.sleep(for: .milliseconds(200))
            #expect(!client.isClosed, "the connection was closed though handle had it")
            try await taken.executeThenClose { _, _ in }
            #expect(await eventually { client.isClosed })
        }
    }

    /// A loopback server's first accepted connection, as Hummingbird's HTTP/1 channel wraps it, and its client.
    private func withAcceptedConnection(
        _ body: (HTTP1Channel.Value, RawConnection) async throws -> Void
    ) async throws {
        let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(host: "127.0.0.1", port: 0) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try HTTP1Channel.Value(wrappingChannelSynchronously: channel)
                }
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
