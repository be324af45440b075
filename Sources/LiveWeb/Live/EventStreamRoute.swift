import AsyncAlgorithms
import Hummingbird
import Synchronization

/// `GET /events?window=<id>&window=<id>…`: the live updates of a browser's open pages, as server-sent events,
/// each naming its window on its first data line: every region's updates (``LiveUpdate``), the address of what a
/// window shows when it changes, `gone` for a window that is not (or no longer) open, and a keep-alive comment
/// every `keepAliveInterval`. The windows of one browser share one stream (its script keeps the connection in a
/// shared worker), so ten windows side by side hold one of the browser's six connections to the site; a
/// browser without shared workers opens one stream per page. A window follows only its newest stream: when a
/// newer stream takes a window, the older one stops sending it. The stream ends when the browser disconnects,
/// and then stops observing the view models.
///
/// Streams are kept within ``LiveStreamLimits`` (`streams`): one beyond the cap of all is refused with `503`
/// and `Retry-After`; one beyond its session's cap ends the session's oldest with an `end` event
/// (`superseded`), after which that page waits to be shown or focused again before it reconnects; and every
/// stream ends cleanly after `lifetime` on `clock`, when the browser reconnects by itself.
public struct EventStreamRoute: Sendable {
    /// The most windows one stream follows: a session keeps fewer open, so more ids name windows that are gone.
    public static let maximumWindows = 64

    /// How often an idle stream sends a keep-alive comment.
    public let keepAliveInterval: Duration
    /// The clock of keep-alives and of a stream's lifetime.
    public let clock: any Clock<Duration>
    /// The open streams, counted against `limits`.
    public let streams: LiveStreamRegistry
    /// How many streams a session and the server keep, and how long one lives.
    public let limits: LiveStreamLimits

    /// A route sending keep-alives every `keepAliveInterval` on `clock`, its streams counted in `streams`.
    public init(
        keepAliveInterval: Duration, clock: any Clock<Duration>, streams: LiveStreamRegistry, limits: LiveStreamLimits
    ) {
        self.keepAliveInterval = keepAliveInterval
        self.clock = clock
        self.streams = streams
        self.limits = limits
    }

    /// Adds `GET /events` to `router`, behind its session middleware.
    public func register<Context: LiveRequestContext>(on router: Router<Context>) {
        router.get("/events") { request, context in
            try await stream(request: request, context: context)
        }
    }

    private enum Opening: Sendable {
        case open([WindowParts], gone: [String], LiveStreamRegistry.Ticket)
        case refused
    }

    private func stream<Context: LiveRequestContext>(request: Request, context: Context) async throws -> Response {
        let windowIDs = Self.windowIDs(in: request)
        guard !windowIDs.isEmpty, windowIDs.count <= Self.maximumWindows else { throw HTTPError(.badRequest) }
        if request.method == .head {
            // The same answer as GET without opening a stream, which would wait for the browser to go.
            return Response(status: .ok, headers: Self.headers)
        }
        // The windows of pages served from the page cache are made now, their view models loaded.
        for id in windowIDs {
            await context.openPendingWindow(id)
        }
        // Yields a control event (a window gone, the stream superseded) or `nil` once, for the end.
        let (control, send) = AsyncStream.makeStream(of: String?.self)
        let streams = streams
        let opening = try await context.withSession { session -> Opening in
            guard
                let ticket = streams.open(
                    sessionID: session.id,
                    end: { ending in
                        switch ending {
                        case .superseded: send.yield(ServerSentEvent.end(reason: "superseded"))
                        case .serverStopping: break
                        }
                        send.yield(nil)
                    })
            else { return .refused }
            let windows = windowIDs.compactMap { session.window(id: $0) }.filter { !$0.isClosed }
            let gone = windowIDs.filter { id in !windows.contains { $0.id == id } }
            // A stream with no window left to follow ends (its session ended, or its pages went away).
            let open = Mutex(windows.count)
            var closeHandlers: [(Window, Int)] = []
            for window in windows {
                let handler = window.addCloseHandler { [id = window.id] in
                    send.yield(ServerSentEvent.gone(window: id))
                    if open.withLock({ count in
                        count -= 1
                        return count == 0
                    }) {
                        send.yield(nil)
                    }
                }
                if let handler { closeHandlers.append((window, handler)) }
            }
            let parts = windows.map(WindowParts.init(following:))
            send.onTermination = { [closeHandlers] _ in
                Task { @MainActor in
                    for (window, handler) in closeHandlers { window.removeCloseHandler(handler) }
                }
            }
            return .open(parts, gone: gone, ticket)
        }
        guard case .open(let parts, let gone, let ticket) = opening else {
            send.finish()
            return Response(
                status: .serviceUnavailable,
                headers: [
                    .contentType: "text/plain; charset=utf-8", .cacheControl: "no-store",
                    .retryAfter: "\(limits.retryAfter.components.seconds)",
                ],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "Too many live streams are open; try again later.\n"))
            )
        }
        let events = Self.events(parts, control: control, keepAliveInterval: keepAliveInterval, clock: clock)
        let endOfLife = Self.ending(send, after: limits.lifetime, on: clock)
        let body = ResponseBody { writer in
            let lifetime = Task { await endOfLife() }
            defer {
                lifetime.cancel()
                ticket.release()
            }
            try await request.body.consumeWithInboundCloseHandler { _ in
                try await writer.write(ByteBuffer(string: ServerSentEvent.retry))
                for id in gone {
                    try await writer.write(ByteBuffer(string: ServerSentEvent.gone(window: id)))
                }
                guard !parts.isEmpty else { return }
                // Leaving the loop drops the merged sequence, which ends its parts: the regions stop
                // observing their view models.
                for await event in events {
                    guard let event else { break }
                    try await writer.write(ByteBuffer(string: event))
                }
            } onInboundClosed: {
                send.yield(nil)
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: Self.headers, body: body)
    }

    /// The distinct window ids the request names, in order.
    private static func windowIDs(in request: Request) -> [String] {
        var seen = Set<Substring>()
        return request.uri.queryParameters[values: "window"].compactMap { id in
            guard !id.isEmpty, seen.insert(id).inserted else { return nil }
            return String(id)
        }
    }

    /// Waits until `lifetime` after now (the call) on `clock`, then ends the stream: its deadline is fixed when
    /// the stream opens, however late the wait begins.
    private static func ending<C: Clock<Duration>>(
        _ end: AsyncStream<String?>.Continuation, after lifetime: Duration, on clock: C
    ) -> @Sendable () async -> Void {
        let deadline = clock.now.advanced(by: lifetime)
        return {
            guard (try? await clock.sleep(until: deadline, tolerance: nil)) != nil else { return }
            end.yield(nil)
        }
    }

    private static let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]

    /// What a stream follows of one window: its regions' updates, and its address.
    private struct WindowParts: Sendable {
        var id: String
        var regions: [AsyncStream<[LiveUpdate]>]
        /// What the window keeps, which grows with the rows appended to its page.
        var bytes: WindowBytes
        /// The address after each change (`nil` when it is the one shown).
        var addresses: AsyncStream<String?>?

        /// Follows `window` for a new stream, which takes the window from any older one.
        @MainActor
        init(following window: Window) {
            let stream = window.beginStream()
            let isCurrent = { @MainActor in window.isStreaming(stream) }
            id = window.id
            regions = window.regions.map { $0.updates(while: isCurrent) }
            bytes = window.bytes
            addresses = window.address.map { address in
                StateObservation.values {
                    // Read and recorded on the main actor, so a reconnected stream starts from it.
                    guard isCurrent() else { return nil }
                    let path = address()
                    defer { window.shownAddress = path }
                    return path == window.shownAddress ? nil : path
                }
            }
        }
    }

    /// The windows' events (an address only when it changed from the one the page was opened at) and a
    /// keep-alive every `keepAliveInterval` on `clock`, as event text, with the control events, and `nil` for
    /// the end, when `control` yields them.
    private static func events<C: Clock<Duration>>(
        _ windows: [WindowParts], control: AsyncStream<String?>, keepAliveInterval: Duration, clock: C
    ) -> some AsyncSequence<String?, Never> & Sendable {
        let keepAlives = AsyncTimerSequence(interval: keepAliveInterval, clock: clock).map { _ in
            Optional(ServerSentEvent.keepAlive)
        }
        let updates = AsyncStream<String?> { continuation in
            let task = Task {
                // A page has a handful of regions and a stream a few windows; `merge` takes at most three.
                await withTaskGroup(of: Void.self) { group in
                    for window in windows {
                        for region in window.regions {
                            group.addTask {
                                for await updates in region {
                                    window.bytes.add(updates.appendedBytes)
                                    continuation.yield(ServerSentEvent.events(updates, window: window.id))
                                }
                            }
                        }
                        if let addresses = window.addresses {
                            group.addTask {
                                for await case let address? in addresses {
                                    continuation.yield(ServerSentEvent.address(address, window: window.id))
                                }
                            }
                        }
                    }
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
        return merge(updates, keepAlives, control)
    }
}

extension [LiveUpdate] {
    /// The bytes of the markup appended (rows added to a list); a replaced part takes the place of the old.
    fileprivate var appendedBytes: Int {
        reduce(0) { total, update in
            guard case .append(_, let html) = update else { return total }
            return total + html.utf8.count
        }
    }
}
