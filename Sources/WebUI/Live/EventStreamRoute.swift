import AsyncAlgorithms
import Hummingbird

/// `GET /events?window=<id>`: the live updates of one page, as server-sent events: every region's updates
/// (``LiveUpdate``), the address of what the window shows when it changes, and a keep-alive comment every
/// `keepAliveInterval`. One stream carries the whole page, so a tab holds one connection for it. The stream
/// ends when the browser disconnects or the window closes (its session ended, or it was closed for a newer
/// one), and then stops observing the view models.
///
/// Streams are kept within ``LiveStreamLimits`` (`streams`): one beyond the cap of all is refused with `503`
/// and `Retry-After`; one beyond its session's cap ends the session's oldest with an `end` event
/// (`superseded`), after which that page waits to be shown or focused again before it reconnects; and every
/// stream ends cleanly after `lifetime` on `clock`, when the browser reconnects by itself.
struct EventStreamRoute {
    let keepAliveInterval: Duration
    let clock: any Clock<Duration>
    let streams: LiveStreamRegistry
    let limits: LiveStreamLimits

    func register(on router: Router<WebRequestContext>) {
        router.get("/events") { request, context in
            try await stream(request: request, context: context)
        }
    }

    private enum Opening: Sendable {
        case open(Parts, LiveStreamRegistry.Ticket)
        case windowGone
        case refused
    }

    private func stream(request: Request, context: WebRequestContext) async throws -> Response {
        guard let windowID = request.uri.queryParameters["window"].map(String.init) else {
            throw HTTPError(.badRequest)
        }
        if request.method == .head {
            // NB: the same answer as GET without opening a stream, which would wait for the window's end.
            guard try await context.withSession({ $0.window(id: windowID) != nil }) else {
                throw HTTPError(.notFound)
            }
            return Response(status: .ok, headers: Self.headers)
        }
        // NB: yields `nil` once, when the window closes or the browser goes away: the end of the stream.
        let (ended, end) = AsyncStream.makeStream(of: String?.self)
        let streams = streams
        let opening = try await context.withSession { session -> Opening in
            guard let window = session.window(id: windowID) else { return .windowGone }
            let ticket = streams.open(sessionID: session.id) { ending in
                switch ending {
                case .superseded: end.yield(ServerSentEvent.end(reason: "superseded"))
                }
                end.yield(nil)
            }
            guard let ticket else { return .refused }
            if let closeHandler = window.addCloseHandler({ end.yield(nil) }) {
                end.onTermination = { _ in
                    Task { @MainActor in window.removeCloseHandler(closeHandler) }
                }
            }
            let parts = Parts(
                regions: window.regions.map { $0.updates() },
                bytes: window.bytes,
                addresses: window.address.map { address in
                    StateObservation.values {
                        // NB: read and recorded on the main actor, so a reconnected stream starts from it.
                        let path = address()
                        defer { window.shownAddress = path }
                        return path == window.shownAddress ? nil : path
                    }
                })
            return .open(parts, ticket)
        }
        let parts: Parts
        let ticket: LiveStreamRegistry.Ticket
        switch opening {
        case .open(let openedParts, let openedTicket):
            (parts, ticket) = (openedParts, openedTicket)
        case .windowGone:
            end.finish()
            throw HTTPError(.notFound)
        case .refused:
            end.finish()
            return Response(
                status: .serviceUnavailable,
                headers: [
                    .contentType: "text/plain; charset=utf-8", .cacheControl: "no-store",
                    .retryAfter: "\(limits.retryAfter.components.seconds)",
                ],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "Too many live streams are open; try again later.\n"))
            )
        }
        let events = Self.events(parts, ended: ended, keepAliveInterval: keepAliveInterval, clock: clock)
        let endOfLife = Self.ending(end, after: limits.lifetime, on: clock)
        let body = ResponseBody { writer in
            let lifetime = Task { await endOfLife() }
            defer {
                lifetime.cancel()
                ticket.release()
            }
            try await request.body.consumeWithInboundCloseHandler { _ in
                try await writer.write(ByteBuffer(string: ServerSentEvent.retry))
                // NB: leaving the loop drops the merged sequence, which ends its parts: the regions stop
                // observing their view models.
                for await event in events {
                    guard let event else { break }
                    try await writer.write(ByteBuffer(string: event))
                }
            } onInboundClosed: {
                end.yield(nil)
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: Self.headers, body: body)
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

    /// What a window's stream follows: its regions' updates, and its address.
    private struct Parts: Sendable {
        var regions: [AsyncStream<[LiveUpdate]>]
        /// What the window keeps, which grows with the rows appended to its page.
        var bytes: WindowBytes
        /// The address after each change (`nil` when it is the one shown).
        var addresses: AsyncStream<String?>?
    }

    /// The parts' events (an address only when it changed from the one the page was opened at) and a
    /// keep-alive every `keepAliveInterval` on `clock`, as event text, with `nil` for the end, when `ended`
    /// yields.
    private static func events<C: Clock<Duration>>(
        _ parts: Parts, ended: AsyncStream<String?>, keepAliveInterval: Duration, clock: C
    ) -> some AsyncSequence<String?, Never> & Sendable {
        let keepAlives = AsyncTimerSequence(interval: keepAliveInterval, clock: clock).map { _ in
            Optional(ServerSentEvent.keepAlive)
        }
        let updates = AsyncStream<String?> { continuation in
            let task = Task {
                // NB: a page has a handful of regions; `merge` takes at most three sequences.
                await withTaskGroup(of: Void.self) { group in
                    for region in parts.regions {
                        group.addTask {
                            for await updates in region {
                                parts.bytes.add(updates.appendedBytes)
                                continuation.yield(ServerSentEvent.events(updates))
                            }
                        }
                    }
                    if let addresses = parts.addresses {
                        group.addTask {
                            for await case let address? in addresses {
                                continuation.yield(ServerSentEvent.address(address))
                            }
                        }
                    }
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
        return merge(updates, keepAlives, ended)
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
