import Foundation
import Hummingbird

extension WebRequestContext {
    /// Runs `body` on the main actor with the browser's session (its windows live there).
    @MainActor
    public func withSession<Result: Sendable>(_ body: @MainActor (Session) throws -> Result) throws -> Result {
        guard let session else {
            // NB: only routes registered before the session middleware (static assets) lack a session.
            throw HTTPError(.internalServerError)
        }
        return try body(session)
    }

    /// The window a page renders into: a new one, as every page load is a tab of its own; or, when a page
    /// that was still loading reloads itself without JavaScript (`?window=<id>`), the window it showed, if it
    /// is still open in this session. `isNew` tells whether the window's scene must open the URL's route.
    ///
    /// ```swift
    /// router.get("/counter") { request, context in
    ///     try await context.withSession { session in
    ///         let window = try context.window(opening: request, in: session).window
    ///         let viewModel = window.viewModel(key: "counter") { CounterViewModel() }
    ///         let region = window.register(LiveRegion(id: "counter") { CounterPage.render(viewModel.state) })
    ///         return context.page(title: "Counter", window: window, "<h1>Counter</h1>\(region)")
    ///     }
    /// }
    /// ```
    @MainActor
    public func window(opening request: Request, in session: Session) -> (window: Window, isNew: Bool) {
        if let id = request.uri.queryParameters[Substring(Self.windowParameter)].map(String.init),
            let window = session.window(id: id)
        {
            return (window, false)
        }
        return (session.openWindow(), true)
    }

    /// Applies `input` to the window a script's action names (`X-Strata-Window`): `204 No Content`, and the
    /// page's live updates show the result; `409 Conflict` when that window is closed (its session expired,
    /// or the server restarted), and the script then follows the action's link, whose URL renders the screen.
    public func windowAction(
        _ request: Request, _ input: @escaping @MainActor @Sendable (Window) -> Void
    ) async throws -> Response {
        let windowID = request.headers.value(named: Self.windowHeader)
        let applied = try await withSession { session in
            guard let windowID, let window = session.window(id: windowID) else { return false }
            input(window)
            return true
        }
        return Response(status: applied ? .noContent : .conflict)
    }

    /// A whole page in the site layout, uncached (it carries the session's CSRF token).
    /// - Parameters:
    ///   - window: the page's window, named in the page for its script (live updates and actions).
    ///   - reloadingWithoutScript: the request, when the page is still loading: without JavaScript it reloads
    ///     itself in the same window after a second.
    public func page(
        title: String, status: HTTPResponse.Status = .ok, window: Window? = nil,
        reloadingWithoutScript request: Request? = nil, _ body: HTML
    ) -> Response {
        var layout = layout
        layout.windowID = window?.id
        if let window, let request {
            layout.reloadPath = Self.path(of: request, inWindow: window.id)
        }
        return Self.htmlResponse(layout.render(title: title, body: body), status: status)
    }

    static let windowHeader = "X-Strata-Window"
    static let windowParameter = "window"

    /// The request's path and query, with `window=<windowID>` in place of any window it named.
    static func path(of request: Request, inWindow windowID: String) -> String {
        var components = URLComponents()
        components.path = request.uri.path
        components.queryItems =
            request.uri.queryParameters.filter { $0.key != Substring(windowParameter) }
            .map { URLQueryItem(name: String($0.key), value: String($0.value)) }
            + [URLQueryItem(name: windowParameter, value: windowID)]
        return components.string ?? request.uri.path
    }

    static func htmlResponse(_ html: HTML, status: HTTPResponse.Status) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: html.utf8))
        )
    }
}
