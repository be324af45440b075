import NIOCore
import NIOHTTP1

/// Answers `CONNECT` with `405 Method Not Allowed` and `Allow`, as ``AllowedMethodsMiddleware`` answers every
/// other method it does not serve, then closes the connection.
///
/// A CONNECT never reaches the router in a form that can be answered: the HTTP/1 decoder stops parsing
/// after it (as after an upgrade), and the response encoder drops the body of any response to it, which
/// Hummingbird reports as a failed write and closes the connection without an answer. So it is answered
/// here, right after the decoder, with a response without body, and the connection is then closed.
final class ConnectMethodHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private var isRefusing = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let part = unwrapInboundIn(data)
        if case .head(let head) = part, head.method == .CONNECT {
            isRefusing = true
            var headers = HTTPHeaders()
            headers.add(name: "allow", value: AllowedMethods.all.map(\.rawValue).joined(separator: ", "))
            headers.add(name: "cache-control", value: "no-store")
            headers.add(name: "connection", value: "close")
            let response = HTTPResponseHead(version: head.version, status: .methodNotAllowed, headers: headers)
            context.write(wrapOutboundOut(.head(response)), promise: nil)
            let context = NIOLoopBound(context, eventLoop: context.eventLoop)
            context.value.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
                context.value.close(promise: nil)
            }
            return
        }
        guard !isRefusing else { return }
        context.fireChannelRead(data)
    }
}
