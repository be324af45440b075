import AsyncAlgorithms
import Hummingbird

/// `GET /events?region=<id>`: the live updates of one region of the browser's session, as server-sent
/// events. The stream sends the current fragment, then one `fragment` event per state change, and a
/// keep-alive comment every `keepAliveInterval`. It ends when the browser disconnects or the session
/// ends (idle expiry, or `SessionStore.endAll()` at shutdown), and then stops observing the view model.
struct EventStreamRoute {
    let keepAliveInterval: Duration
    let clock: any Clock<Duration>

    func register(on router: Router<WebRequestContext>) {
        router.get("/events") { request, context in
            try await stream(request: request, context: context)
        }
    }

    private func stream(request: Request, context: WebRequestContext) async throws -> Response {
        guard let regionID = request.uri.queryParameters["region"].map(String.init) else {
            throw HTTPError(.badRequest)
        }
        if request.method == .head {
            // NB: the same answer as GET without opening a stream, which would wait for the session's end.
            guard try await context.withSession({ $0.liveRegion(id: regionID) != nil }) else {
                throw HTTPError(.notFound)
            }
            return Response(status: .ok, headers: Self.headers)
        }
        // NB: yields `nil` once, when the session ends or the browser goes away: the end of the stream.
        let (ended, end) = AsyncStream.makeStream(of: String?.self)
        let fragments = try await context.withSession { session -> AsyncStream<HTML>? in
            guard let region = session.liveRegion(id: regionID) else { return nil }
            if let endHandler = session.addEndHandler({ end.yield(nil) }) {
                end.onTermination = { _ in
                    Task { @MainActor in session.removeEndHandler(endHandler) }
                }
            }
            return region.updates()
        }
        guard let fragments else {
            end.finish()
            throw HTTPError(.notFound)
        }
        let events = Self.events(
            fragments: fragments, ended: ended, keepAliveInterval: keepAliveInterval, clock: clock)
        let body = ResponseBody { writer in
            try await request.body.consumeWithInboundCloseHandler { _ in
                try await writer.write(ByteBuffer(string: ServerSentEvent.retry))
                // NB: leaving the loop drops the merged sequence, which ends its parts: the fragment stream
                // stops observing the view model.
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

    private static let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]

    /// The region's fragments and a keep-alive every `keepAliveInterval` on `clock`, as event text, with
    /// `nil` for the end: once the fragments end, or when `ended` yields.
    private static func events<C: Clock<Duration>>(
        fragments: AsyncStream<HTML>, ended: AsyncStream<String?>, keepAliveInterval: Duration, clock: C
    ) -> some AsyncSequence<String?, Never> & Sendable {
        let keepAlives = AsyncTimerSequence(interval: keepAliveInterval, clock: clock).map { _ in
            Optional(ServerSentEvent.keepAlive)
        }
        return merge(chain(fragments.map { Optional(ServerSentEvent.fragment($0)) }, [nil].async), keepAlives, ended)
    }
}
