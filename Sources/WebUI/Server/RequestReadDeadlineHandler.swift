import Logging
import NIOCore
import NIOHTTP1

/// Closes the connection when a request's body has not arrived in full within `timeout` of its head, so a
/// client feeding a body a byte at a time (slowloris) cannot hold a connection.
///
/// NB: Hummingbird's idle timeout cannot do this: it restarts with every body part. It does bound the head,
/// which the HTTP decoder only passes on once complete.
final class RequestReadDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    private let timeout: TimeAmount
    private let logger: Logger
    private var deadline: Scheduled<Void>?

    init(timeout: TimeAmount, logger: Logger) {
        self.timeout = timeout
        self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            cancelDeadline()
            let timeout = timeout
            let logger = logger
            deadline = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
                logger.debug(
                    "Closing a connection whose request was not read in time", metadata: ["timeout": "\(timeout)"])
                context.close(promise: nil)
            }
        case .body:
            break
        case .end:
            cancelDeadline()
        }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelDeadline()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelDeadline()
    }

    private func cancelDeadline() {
        deadline?.cancel()
        deadline = nil
    }
}
