import HummingbirdCore
import NIOCore
import NIOPosix
import Testing

@testable import WebUI

/// A connection the server accepted but never handled (it was stopping) is finished and closed when released:
/// NIO traps on an async channel released unfinished, which took the whole process down once in CI.
struct AcceptedConnectionTests {
    @Test func aConnectionReleasedBeforeItWasHandledIsClosedNotATrap() async throws {
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
                // NB: released at once, never taken by `handle`, as a stopping server drops what it accepted.
                _ = AcceptedConnection(accepted)
                break
            }
            #expect(await eventually { client.isClosed })
        }
    }

    @Test func aConnectionTakenByHandleIsLeftToIt() async throws {
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
                let taken = AcceptedConnection(accepted).take()
                try await Task.sleep(for: .milliseconds(200))
                #expect(!client.isClosed, "the connection was closed though handle had it")
                try await taken.executeThenClose { _, _ in }
                break
            }
            #expect(await eventually { client.isClosed })
        }
    }
}
