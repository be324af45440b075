import Hummingbird

/// Answers `421 Misdirected Request` with a short plain page to a request for a host name the app does not
/// serve (see ``HostAllowlist``), before any session is made for it.
struct HostAllowlistMiddleware: RouterMiddleware {
    let allowlist: HostAllowlist

    func handle(
        _ request: Request,
        context: WebRequestContext,
        next: (Request, WebRequestContext) async throws -> Response
    ) async throws -> Response {
        guard allowlist.allows(request.head.authority) else {
            return Response(
                status: .misdirectedRequest,
                headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "This server does not answer for that host name.\n"))
            )
        }
        return try await next(request, context)
    }
}
