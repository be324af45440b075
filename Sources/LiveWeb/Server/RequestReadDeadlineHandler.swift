import Logging
import NIOCore
import NIOHTTP1

/// Closes the connection when a request's body has not arrived in full within `timeout` of its head, so a
/// client feeding a body a byte at a time (slowloris) cannot hold a connection.
///
/// Hummingbird's idle timeout cannot do this: it restarts with every body part. It does bound the head,
/// which the HTTP decoder only passes on once complete.
final class RequestReadDeadlineHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    private let timeout: TimeAmount
    private let logger: Logger
    /// When the head of the request being read arrived; nil between requests.
    private var readStarted: NIODeadline?
    /// The timer that checks the request being read, if one is set.
    private var check: Scheduled<Void>?

    init(timeout: TimeAmount, logger: Logger) {
        self.timeout = timeout
        self.logger = logger
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            let now = NIODeadline.now()
            readStarted = now
            // One timer a connection, not one a request: it is set when none is, and when it fires it closes
            // the connection or waits again for the deadline of the request being read then. Setting and
            // cancelling a timer for each request cost every page (`scripts/page-cost --profile`).
            if check == nil {
                scheduleCheck(at: now + timeout, context: context)
            }
        case .body:
            break
        case .end:
            readStarted = nil
        }
        context.fireChannelRead(data)
    }

    private func scheduleCheck(at deadline: NIODeadline, context: ChannelHandlerContext) {
        check = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            check = nil
            // No request is being read: the next head sets the timer again.
            guard let readStarted else { return }
            let due = readStarted + timeout
            guard due <= .now() else {
                scheduleCheck(at: due, context: context)
                return
            }
            logger.debug(
                "Closing a connection whose request was not read in time", metadata: ["timeout": "\(timeout)"])
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelCheck()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelCheck()
    }

    private func cancelCheck() {
        check?.cancel()
        check = nil
        readStarted = nil
    }
}
