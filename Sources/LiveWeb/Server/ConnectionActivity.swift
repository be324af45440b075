import NIOCore
import NIOHTTP1
import Synchronization

/// The open connections, and whether each is serving a request: at the connection limit, the one idle the
/// longest (no request in progress, including one that never sent any) is closed to make room, so idle
/// sockets cannot keep page loads waiting.
///
/// A connection is busy from the end of a request to the end of its response, so a response in
/// progress (a page being rendered, an open event stream) is never closed; one still sending its request
/// counts as idle, as the idle and request-read timeouts treat it.
public final class ConnectionActivity: Sendable {
    private struct Connection {
        var channel: any Channel
        /// Requests read in full, and responses sent in full.
        var requestsRead = 0
        var responsesSent = 0
        /// When the connection opened or last finished a response (an order, not a time).
        var idleSince: Int
        var isClosing = false

        var isIdle: Bool { requestsRead <= responsesSent && !isClosing }
    }

    private struct State {
        var connections: [ObjectIdentifier: Connection] = [:]
        var tick = 0
    }

    private let state = Mutex(State())

    /// A record of no connection yet; the server's channel registers each as it opens.
    public init() {}

    /// The number of connections registered (open, or closing).
    public var count: Int { state.withLock { $0.connections.count } }

    /// Starts following `channel` until it closes; ``ConnectionActivityHandler`` reports its requests.
    func register(_ channel: any Channel) {
        let id = ObjectIdentifier(channel)
        state.withLock { state in
            state.tick += 1
            state.connections[id] = Connection(channel: channel, idleSince: state.tick)
        }
        channel.closeFuture.whenComplete { [self] _ in
            _ = state.withLock { $0.connections.removeValue(forKey: id) }
        }
    }

    fileprivate func requestRead(on channel: any Channel) {
        state.withLock { $0.connections[ObjectIdentifier(channel)]?.requestsRead += 1 }
    }

    fileprivate func responseSent(on channel: any Channel) {
        state.withLock { state in
            state.tick += 1
            let tick = state.tick
            guard var connection = state.connections[ObjectIdentifier(channel)] else { return }
            connection.responsesSent += 1
            connection.idleSince = tick
            state.connections[ObjectIdentifier(channel)] = connection
        }
    }

    /// Closes the connection idle the longest; `false` when every connection is serving a request.
    @discardableResult
    func closeLongestIdle() -> Bool {
        let victim = state.withLock { state -> (any Channel)? in
            guard
                let (id, connection) = state.connections.filter({ $0.value.isIdle }).min(by: {
                    $0.value.idleSince < $1.value.idleSince
                })
            else { return nil }
            state.connections[id]?.isClosing = true
            return connection.channel
        }
        guard let victim else { return false }
        // On the connection's own event loop, where its requests are read: one that began meanwhile is
        // left open.
        victim.eventLoop.execute { [self] in
            let stillIdle = state.withLock { state -> Bool in
                guard let connection = state.connections[ObjectIdentifier(victim)] else { return false }
                let isIdle = connection.requestsRead <= connection.responsesSent
                if !isIdle { state.connections[ObjectIdentifier(victim)]?.isClosing = false }
                return isIdle
            }
            if stillIdle { victim.close(promise: nil) }
        }
        return true
    }
}

/// Reports a connection's requests and responses to ``ConnectionActivity``.
///
/// It sits right after the HTTP/1 decoder, where a request's end and a response's end are plain parts.
final class ConnectionActivityHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let activity: ConnectionActivity

    init(activity: ConnectionActivity) {
        self.activity = activity
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .end = unwrapInboundIn(data) {
            activity.requestRead(on: context.channel)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            activity.responseSent(on: context.channel)
        }
        context.write(data, promise: promise)
    }
}
