import Foundation
import NIOCore
import NIOPosix
import Synchronization

/// A client connection over a plain TCP socket, for what HTTP client libraries hide: partial requests, idle
/// connections, HTTP/1.0, any `Host` header, and the moment the server closes the connection.
final class RawConnection: Sendable {
    /// One response as it arrived: status, header fields (names lowercased) and body.
    struct Response: Sendable {
        let status: Int
        let headers: [String: String]
        let body: String
    }

    private let channel: any Channel
    private let inbox: Inbox

    private init(channel: any Channel, inbox: Inbox) {
        self.channel = channel
        self.inbox = inbox
    }

    /// Connects to `127.0.0.1:port`.
    static func open(port: Int) async throws -> RawConnection {
        let inbox = Inbox()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(Collector(inbox: inbox))
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .get()
        return RawConnection(channel: channel, inbox: inbox)
    }

    /// Connects to `127.0.0.1:port` and sends `text` at once, on the event loop that connected: however busy the
    /// test's own tasks are, the request arrives before an idle timeout could close the new connection.
    static func open(port: Int, sending text: String) async throws -> RawConnection {
        let inbox = Inbox()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(Collector(inbox: inbox))
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .flatMap { channel in channel.writeAndFlush(ByteBuffer(string: text)).map { channel } }
            .get()
        return RawConnection(channel: channel, inbox: inbox)
    }

    func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text))
    }

    func close() async {
        try? await channel.close()
    }

    /// Whether the server has closed the connection.
    var isClosed: Bool { inbox.state.withLock(\.closed) }

    /// Everything received so far, as text.
    var received: String { inbox.state.withLock { String(decoding: $0.bytes, as: UTF8.self) } }

    /// How long a wait for what should come allows before it gives up: only a guard against a test hanging, so
    /// generous, since on a loaded machine the main actor's queue of a parallel test run holds a page for seconds.
    static let patience: Duration = .seconds(60)

    /// Waits until the server closes the connection; `false` if it is still open after `timeout`.
    func waitUntilClosed(timeout: Duration = patience) async -> Bool {
        await wait(timeout: timeout) { isClosed ? true : nil } ?? false
    }

    /// Returns once the connection is closed, by the server or by ``close()``; it sets no timer, so what ends
    /// the wait is the connection's own close.
    func closed() async {
        while true {
            let seen = inbox.state.withLock(\.changes)
            if isClosed { return }
            await inbox.change(after: seen)
        }
    }

    /// Waits until the text received so far contains `text`; `false` once the connection closes without it.
    func waitForText(_ text: String, timeout: Duration = patience) async -> Bool {
        await wait(timeout: timeout) { received.contains(text) ? true : (isClosed ? false : nil) } ?? false
    }

    /// The next whole response (its body read by `Content-Length`, none when `hasBody` is false, as after
    /// HEAD), or `nil` when the connection closes or `timeout` passes first.
    func nextResponse(hasBody: Bool = true, timeout: Duration = patience) async -> Response? {
        let outcome: Response?? = await wait(timeout: timeout) {
            inbox.state.withLock { state in
                guard let (response, length) = Self.parse(state.bytes[state.consumed...], hasBody: hasBody) else {
                    return state.closed ? .some(nil) : nil
                }
                state.consumed += length
                return .some(response)
            }
        }
        return outcome ?? nil
    }

    /// `condition`'s value once it has one, checked again whenever bytes arrive or the connection closes; `nil`
    /// once `timeout` passes first, which a timer on the connection's event loop tells.
    private func wait<T>(timeout: Duration, _ condition: () -> T?) async -> T? {
        let expired = Expiry()
        let timer = channel.eventLoop.scheduleTask(in: .nanoseconds(timeout.nanoseconds)) { [inbox] in
            expired.flag.withLock { $0 = true }
            inbox.changed { _ in }
        }
        defer { timer.cancel() }
        while true {
            let seen = inbox.state.withLock(\.changes)
            if let value = condition() { return value }
            if expired.flag.withLock({ $0 }) { return nil }
            await inbox.change(after: seen)
        }
    }

    private static func parse(_ bytes: ArraySlice<UInt8>, hasBody: Bool) -> (Response, Int)? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let headEnd = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else { return nil }
        let lines = String(decoding: bytes[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[line[..<colon].lowercased()] = value
        }
        let bodyStart = headEnd + separator.count
        let bodyLength = hasBody ? Int(headers["content-length"] ?? "0") ?? 0 : 0
        guard bytes.endIndex - bodyStart >= bodyLength else { return nil }
        let body = String(decoding: bytes[bodyStart..<(bodyStart + bodyLength)], as: UTF8.self)
        return (Response(status: status, headers: headers, body: body), bodyStart + bodyLength - bytes.startIndex)
    }
}

/// What a ``RawConnection`` received, filled on the event loop and read by the test, which waits on its changes.
private final class Inbox: Sendable {
    struct State {
        var bytes: [UInt8] = []
        var consumed = 0
        var closed = false
        /// How many changes came so far.
        var changes = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    let state = Mutex(State())

    /// Applies `change` and wakes every waiter.
    func changed(_ change: (inout State) -> Void) {
        let waiters = state.withLock { state in
            change(&state)
            state.changes += 1
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once a change came after the `seen`-th (at once if one has).
    func change(after seen: Int) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                if state.changes != seen { return true }
                state.waiters.append(continuation)
                return false
            }
            if ready { continuation.resume() }
        }
    }
}

/// Whether a wait's time ran out, set by its timer.
private final class Expiry: Sendable {
    let flag = Mutex(false)
}

extension Duration {
    fileprivate var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}

private final class Collector: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let inbox: Inbox

    init(inbox: Inbox) {
        self.inbox = inbox
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        inbox.changed { $0.bytes += buffer.readableBytesView }
    }

    func channelInactive(context: ChannelHandlerContext) {
        inbox.changed { $0.closed = true }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
