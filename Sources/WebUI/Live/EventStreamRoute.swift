import Hummingbird

/// `GET /events?region=<id>`: the live updates of one region of the browser's session, as server-sent
/// events. The stream sends the current fragment, then one `fragment` event per state change, and a
/// keep-alive comment every `keepAliveInterval`. It ends when the browser disconnects or the session
/// ends (idle expiry, or `SessionStore.endAll()` at shutdown), and then stops observing the view model.
struct EventStreamRoute {
    let keepAliveInterval: Duration

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
        let (events, sink) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(16))
        let fragments = try await context.withSession { session -> AsyncStream<HTML>? in
            guard let region = session.liveRegion(id: regionID) else { return nil }
            if let endHandler = session.addEndHandler({ sink.finish() }) {
                sink.onTermination = { _ in
                    Task { @MainActor in session.removeEndHandler(endHandler) }
                }
            }
            return region.updates()
        }
        guard let fragments else {
            sink.finish()
            throw HTTPError(.notFound)
        }
        let keepAliveInterval = keepAliveInterval
        let body = ResponseBody { writer in
            try await request.body.consumeWithInboundCloseHandler { _ in
                try await Self.pump(
                    fragments: fragments,
                    events: events,
                    sink: sink,
                    keepAliveInterval: keepAliveInterval,
                    into: &writer
                )
            } onInboundClosed: {
                sink.finish()
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: Self.headers, body: body)
    }

    private static let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-store"]

    /// Forwards fragments and keep-alives into `events` and writes them until `sink` is finished.
    private static func pump(
        fragments: AsyncStream<HTML>,
        events: AsyncStream<String>,
        sink: AsyncStream<String>.Continuation,
        keepAliveInterval: Duration,
        into writer: inout any ResponseBodyWriter
    ) async throws {
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask {
                for await fragment in fragments {
                    sink.yield(ServerSentEvent.fragment(fragment))
                }
                sink.finish()
            }
            group.addTask {
                while !Task.isCancelled {
                    try? await Task.sleep(for: keepAliveInterval)
                    sink.yield(ServerSentEvent.keepAlive)
                }
            }
            try await writer.write(ByteBuffer(string: ServerSentEvent.retry))
            for await event in events {
                try await writer.write(ByteBuffer(string: event))
            }
            // NB: ending the children ends the fragment stream, which stops observing the view model.
            group.cancelAll()
        }
    }
}
