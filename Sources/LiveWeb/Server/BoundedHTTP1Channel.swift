import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import Synchronization

/// Hummingbird's HTTP/1.1 channel (with its idle timeout) plus what it lacks: a deadline for reading a
/// request body (``RequestReadDeadlineHandler``), closing after a request that does not keep the
/// connection alive (``ConnectionCloseHandler``), and telling ``ConnectionActivity`` whether the connection
/// is serving a request (``ConnectionActivityHandler``); and an answer to `CONNECT` (``ConnectMethodHandler``).
struct BoundedHTTP1Channel: ServerChildChannel {
    typealias Value = AcceptedConnection

    let base: HTTP1Channel
    let requestReadTimeout: TimeAmount
    let activity: ConnectionActivity

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let requestReadTimeout = requestReadTimeout
        let activity = activity
        return base.setup(channel: channel, logger: logger).map { value in
            // Right after the HTTP/1 decoder, ahead of Hummingbird's codec: only there is the request's
            // HTTP version still known (HTTP1Channel's `additionalChannelHandlers` go after the codec).
            do {
                let pipeline = channel.pipeline.syncOperations
                let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
                try pipeline.addHandlers(
                    [
                        ConnectMethodHandler(), ConnectionCloseHandler(),
                        ConnectionActivityHandler(activity: activity),
                        RequestReadDeadlineHandler(timeout: requestReadTimeout, logger: logger),
                    ],
                    position: .after(decoder)
                )
                activity.register(channel)
            } catch {
                // The client closed the connection while it was set up (its handlers are gone). The
                // connection is closed, and `value` still goes to `handle`, which finishes it: NIO traps on an
                // async channel dropped unfinished, which a setup that threw used to do.
                channel.close(promise: nil)
            }
            return AcceptedConnection(value)
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value.take(), logger: logger)
    }
}

/// An accepted connection on its way to `handle`, which takes it. NIO traps on an async channel that is released
/// without being finished, and a server that stops while connections arrive drops the ones it accepted but has
/// not handled yet (at 600 sockets reopened as they close, one went that way): a connection released before it
/// was taken is finished and closed here.
final class AcceptedConnection: ServerChildChannelValue {
    private let connection: HTTP1Channel.Value
    private let taken = Atomic(false)

    var channel: any Channel { connection.channel }

    init(_ connection: HTTP1Channel.Value) {
        self.connection = connection
    }

    /// The connection, for `handle`, which finishes it.
    func take() -> HTTP1Channel.Value {
        taken.store(true, ordering: .relaxed)
        return connection
    }

    deinit {
        guard !taken.load(ordering: .relaxed) else { return }
        // The task keeps the connection until it is finished, so its writer is never released unfinished.
        Task { [connection] in
            try? await connection.executeThenClose { _, _ in }
        }
    }
}

extension HTTPServerBuilder {
    /// HTTP/1.1 with `limits`' idle and request-read timeouts, each connection followed by `activity`.
    public static func http1(limits: ConnectionLimits, activity: ConnectionActivity) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            BoundedHTTP1Channel(
                base: HTTP1Channel(
                    responder: responder,
                    configuration: HTTP1Channel.Configuration(idleTimeout: TimeAmount(limits.idleTimeout))
                ),
                requestReadTimeout: TimeAmount(limits.requestReadTimeout),
                activity: activity
            )
        }
    }
}
