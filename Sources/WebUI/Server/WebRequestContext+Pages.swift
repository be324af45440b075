import Hummingbird

extension WebRequestContext {
    /// Runs `body` on the main actor with the browser's session (view models live there).
    ///
    /// ```swift
    /// router.get("/counter") { request, context in
    ///     try await context.withSession { session in
    ///         context.page(title: "Counter", CounterView.render(session.viewModel(key: "counter") { .init() }))
    ///     }
    /// }
    /// ```
    @MainActor
    public func withSession<Result: Sendable>(_ body: @MainActor (Session) throws -> Result) throws -> Result {
        guard let session else {
            // NB: only routes registered before the session middleware (static assets) lack a session.
            throw HTTPError(.internalServerError)
        }
        return try body(session)
    }

    /// A whole page in the site layout, uncached (it carries the session's CSRF token).
    public func page(title: String, status: HTTPResponse.Status = .ok, _ body: HTML) -> Response {
        Self.htmlResponse(layout.render(title: title, body: body), status: status)
    }

    /// The answer to a form POST: `303 See Other` to `path` (post/redirect/get), or `204 No Content`
    /// when the page's script submitted the form in the background and live regions show the result.
    public func actionResponse(redirectingTo path: String, for request: Request) -> Response {
        if request.headers.value(named: Self.asyncSubmitHeader) != nil {
            return Response(status: .noContent)
        }
        return .redirect(to: path, type: .normal)
    }

    static let asyncSubmitHeader = "X-Strata-Async"

    static func htmlResponse(_ html: HTML, status: HTTPResponse.Status) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html.markup))
        )
    }
}
