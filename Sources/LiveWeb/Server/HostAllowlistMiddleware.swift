import Hummingbird

/// Answers `421 Misdirected Request` with a short plain page to a request for a host name the app does not
/// serve (see ``HostAllowlist``), and `400 Bad Request` to a request with more than one `Host` header (RFC 9112
/// §3.2: which of them names the host is anyone's guess), before any session is made for it.
public struct HostAllowlistMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The host names the app answers for.
    public let allowlist: HostAllowlist

    /// A middleware that answers only for `allowlist`'s host names.
    public init(allowlist: HostAllowlist) {
        self.allowlist = allowlist
    }

    /// Answers `400` or `421` to a request naming no host or another's, else passes it on.
    public func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // The first `Host` becomes the request's authority; any other is left among the header fields.
        guard request.headers.values(named: "Host").isEmpty else {
            context.logger.debug("Client error", metadata: ["status": "400", "error": "more than one Host header"])
            return Self.plain(.badRequest, "This request names more than one host.\n")
        }
        guard allowlist.allows(request.head.authority) else {
            return Self.plain(.misdirectedRequest, "This server does not answer for that host name.\n")
        }
        return try await next(request, context)
    }

    private static func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text))
        )
    }
}
