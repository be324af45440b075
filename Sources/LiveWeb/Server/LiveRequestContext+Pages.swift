import Foundation
import Hummingbird

/// The pages of windows, over the app's context: what a scene room's routes call to render a page in the app's
/// layout (``LiveRequestContext/Layout``), to open or find its window, and to apply a script's action to it.
extension LiveRequestContext {
    /// The window a page renders into: a new one, as every page load is a tab of its own; or the window the
    /// request names (`?window=<id>`), or that a page without JavaScript handed to this load of its address
    /// (see ``windowPage(for:open:show:)``), if it is still open in this session. `isNew` tells whether the
    /// window's scene must open the URL's route.
    ///
    /// ```swift
    /// router.get("/counter") { request, context in
    ///     try await context.withSession { session in
    ///         let window = try context.window(opening: request, in: session).window
    ///         let viewModel = window.viewModel { CounterViewModel() }
    ///         let region = window.register(LiveRegion(id: "counter") { CounterPage.render(viewModel.state) })
    ///         return context.page(title: "Counter", window: window, "<h1>Counter</h1>\(region)")
    ///     }
    /// }
    /// ```
    @MainActor
    public func window(opening request: Request, in session: Session) -> (window: Window, isNew: Bool) {
        if let id = Self.windowID(of: request), let window = session.window(id: id) {
            return (window, false)
        }
        // The address is worked out only when a window waits for one; most page loads find none.
        if session.hasHandOvers, let window = session.takeWindow(handedTo: Self.address(of: request)) {
            return (window, false)
        }
        return (session.openWindow(), true)
    }

    /// A page of a window scene, put together in one trip to the main actor and rendered off it.
    ///
    /// A request naming a window (`?window=<id>`: a page without JavaScript reloading itself while it loads, or a
    /// form's answer returning to its page) is answered with a redirect (303) to the same address without it, to
    /// which the window is handed over: the address a user sees, bookmarks or shares is the clean one, and the
    /// page keeps its window's rows. No link names a window: a link's address names a screen, which a new window
    /// renders whole.
    ///
    /// On the main actor: the window handed to this address or a new one; `open` gets the scene's view model
    /// from it and, in a new window, opens the route of the URL; the page waits for it to settle, at most the
    /// server's page wait (``settling``, on the configuration's clock); then `show` registers the page's live
    /// regions and says what the page shows. A page that was still loading reloads itself without JavaScript.
    ///
    /// A page this session loaded before is served from its render while the context's ``pageCache`` keeps it
    /// (nothing it shows can have changed): it names a pending window, for which `open` and `show` run when the
    /// page's stream or an action asks for it.
    ///
    /// ```swift
    /// routes.get("/counter") { request, context in
    ///     try await context.windowPage(for: request) { window, isNew in
    ///         window.viewModel { CounterViewModel() }
    ///     } show: { window, viewModel in
    ///         let region = window.register(LiveRegion(id: "counter") { CounterPage.render(viewModel.state) })
    ///         return WindowPage(title: "Counter") { "<h1>Counter</h1>\(region)" }
    ///     }
    /// }
    /// ```
    public func windowPage<ViewModel: PageSettling>(
        for request: Request,
        open: @escaping @MainActor @Sendable (_ window: Window, _ isNew: Bool) -> ViewModel,
        show: @escaping @MainActor @Sendable (Window, ViewModel) throws -> WindowPage
    ) async throws -> Response {
        if let windowID = Self.windowID(of: request) {
            let address = LocalPath.validated(Self.address(of: request))
            await openPendingWindow(windowID)
            try await withSession { session in
                if let window = session.window(id: windowID) {
                    session.handOver(window, to: address)
                }
            }
            return Response(status: .seeOther, headers: [.location: address, .cacheControl: "no-store"])
        }
        let kept = keptPageKey(for: request)
        if let kept, let page = kept.cache.page(for: kept.key) {
            if let response = await unchangedPage(request, page) {
                return response
            }
            if let response = keptPage(page) {
                return response
            }
        }
        let version = kept?.cache.currentVersion
        let opened = try await openWindowPage(request, keepsContents: kept != nil, open: open, show: show)
        let (shown, window) = (opened.page, opened.window)
        if let location = shown.location {
            return Response.redirect(to: location, type: .normal)
        }
        let settling = settling
        return RequestTracing.step(.render, type: windowPageType, "body") {
            let body = shown.body()
            let document = self.document(
                title: shown.title, window: window, reloadingWithoutScript: opened.settled ? nil : request, body)
            var serial: Int?
            if let kept, let version, opened.keepable, shown.status == .ok {
                serial = kept.cache.keep(
                    document, status: shown.status, for: kept.key, windowID: window.id,
                    traceID: RequestTracing.currentTraceID, version: version,
                    materialise: Self.materialising(
                        open: open, show: show, settling: settling, contents: opened.contents,
                        renderedIn: window.id, bodyBytes: body.utf8.count))
            }
            return Self.htmlResponse(
                document, status: shown.status,
                entityTag: serial.map { PageCache.entityTag(serial: $0, windowID: window.id) })
        }
    }

    @MainActor
    private func openWindowPage<ViewModel: PageSettling>(
        _ request: Request, keepsContents: Bool,
        open: @MainActor (_ window: Window, _ isNew: Bool) -> ViewModel,
        show: @MainActor (Window, ViewModel) throws -> WindowPage
    ) async throws -> (page: WindowPage, window: Window, settled: Bool, keepable: Bool, contents: [String: LiveContent])
    {
        // A page is kept only for a browser that returned its cookie: a request without one (a script, a flood) starts
        // a session no later request names.
        let (window, isNew, isConfirmed) = try withSession { session in
            let (window, isNew) = self.window(opening: request, in: session)
            return (window, isNew, session.isConfirmed)
        }
        // The view model's load, from its route's opening until it settles or the page stops waiting.
        let (viewModel, step) = RequestTracing.openStep(
            .viewModel, type: RequestTracing.tracedType(of: ViewModel.tracedType), isNew ? "open" : "reload"
        ) { open(window, isNew) }
        var settled = await settling.wait(for: viewModel)
        // A page reloading itself without JavaScript (its window is open) is held while it loads, up to
        // `reloadHoldRounds` timeouts: it refreshes at once, as a timed refresh would not let a user stay on
        // the page (WCAG 2.2.1), yet the loading page is asked for only a few times a second.
        var rounds = isNew ? 0 : Self.reloadHoldRounds
        while !settled, rounds > 0 {
            settled = await settling.wait(for: viewModel)
            rounds -= 1
        }
        step?.end(cache: nil, failed: false)
        let page = try show(window, viewModel)
        let keepable =
            keepsContents && settled && isNew && isConfirmed && window.isKept && !viewModel.mayShowFailure
        var contents: [String: LiveContent] = [:]
        if keepable {
            for region in window.regions {
                contents[region.id] = region.shownContent
            }
        }
        return (page, window, settled, keepable, contents)
    }

    /// Opens the window `id` names if it is pending (a page served from the ``PageCache`` whose stream has not opened
    /// yet: see ``Session/openPendingWindow(id:)``), so that a request naming it finds it as any open window.
    public func openPendingWindow(_ id: String?) async {
        guard let id, let session, session.isPending(id) else { return }
        await session.openPendingWindow(id: id)
    }

    /// How many more timeouts a page reloading itself without JavaScript waits for its view model.
    static var reloadHoldRounds: Int { 6 }

    /// Applies `input` to the window a script's action names (`X-Strata-Window`): `204 No Content`, and the
    /// page's live updates show the result; `409 Conflict` when that window is closed (its session expired,
    /// or the server restarted), and the script then follows the action's link, whose URL renders the screen.
    public func windowAction(
        _ request: Request, _ input: @escaping @MainActor @Sendable (Window) -> Void
    ) async throws -> Response {
        let windowID = request.headers.value(named: Self.windowHeader)
        await openPendingWindow(windowID)
        let applied = try await withSession { session in
            guard let windowID, let window = session.window(id: windowID) else { return false }
            input(window)
            return true
        }
        return Response(status: applied ? .noContent : .conflict)
    }

    /// A whole page in the site layout, kept by this browser alone and asked again before it is shown from its
    /// cache (`pageCaching`), so the back/forward cache may restore it.
    /// - Parameters:
    ///   - title: the page's title, in the layout's `<title>`.
    ///   - status: the response's status (a missing item's page is `404`).
    ///   - window: the page's window, named in the page for its script (live updates and actions) if its session
    ///     keeps it (``Window/isKept``).
    ///   - request: the request, when the page is still loading: without JavaScript it reloads itself in the same
    ///     window at once, and the server holds that reload until the page has loaded or about a second has
    ///     passed.
    ///   - body: the page's content, inside the layout.
    public func page(
        title: String, status: HTTPResponse.Status = .ok, window: Window? = nil,
        reloadingWithoutScript request: Request? = nil, _ body: HTML
    ) -> Response {
        Self.htmlResponse(document(title: title, window: window, reloadingWithoutScript: request, body), status: status)
    }

    /// The document of ``page(title:status:window:reloadingWithoutScript:_:)``.
    private func document(
        title: String, window: Window?, reloadingWithoutScript request: Request?, _ body: HTML
    ) -> ByteBuffer {
        var layout = layout
        layout.windowID = window.flatMap { $0.isKept ? $0.id : nil }
        if let window, let request {
            layout.reloadPath = Self.path(of: request, inWindow: window.id)
        }
        // What a window's view models keep follows what its page shows.
        window?.bytes.rendered(body.utf8.count)
        return Self.htmlDocument(layout, title: title, body: body)
    }

    /// The header a script's action names its window in.
    public static var windowHeader: String { "X-Strata-Window" }
    /// The query parameter a page without JavaScript names its window in.
    static var windowParameter: String { "window" }

    /// The request's path and query, with `window=<windowID>` in place of any window it named.
    static func path(of request: Request, inWindow windowID: String) -> String {
        LocalPath.adding(windowParameter, windowID, to: address(of: request))
    }

    /// The window the request's query names (`window=<id>`), read from the query as sent: a window id is hex, so
    /// nothing in it is percent-encoded, and no other parameter is decoded to find it.
    static func windowID(of request: Request) -> String? {
        guard let query = request.uri.query else { return nil }
        let prefix = "\(windowParameter)="
        for pair in query.split(separator: "&") where pair.hasPrefix(prefix) {
            return String(pair.dropFirst(prefix.count))
        }
        return nil
    }

    /// The request's path and query as the browser sent them, without any window it named: the address a page
    /// shows, to which a window is handed over.
    static func address(of request: Request) -> String {
        let pairs = (request.uri.query ?? "").split(separator: "&").filter {
            $0.prefix { $0 != "=" } != Substring(windowParameter)
        }
        return pairs.isEmpty ? request.uri.path : "\(request.uri.path)?\(pairs.joined(separator: "&"))"
    }

    /// The document `layout` makes of `body` (an error page's too): the layout's opening, the body and its
    /// closing, each written once into the response's buffer (the body is not first copied into a document of its
    /// own).
    public static func htmlResponse(
        _ layout: Layout, title: String, body: HTML, status: HTTPResponse.Status
    ) -> Response {
        htmlResponse(htmlDocument(layout, title: title, body: body), status: status)
    }

    /// The document `layout` makes of `body`, in one buffer.
    static func htmlDocument(_ layout: Layout, title: String, body: HTML) -> ByteBuffer {
        let (opening, closing) = layout.frame(title: title)
        var buffer = ByteBufferAllocator().buffer(
            capacity: opening.utf8.count + body.utf8.count + closing.utf8.count)
        buffer.writeBytes(opening.utf8)
        buffer.writeBytes(body.utf8)
        buffer.writeBytes(closing.utf8)
        return buffer
    }

    /// A page's response: `document`, kept by this browser alone (``pageCaching``), with the entity tag of a page the
    /// ``PageCache`` keeps, which the browser sends back to ask whether its copy is still current.
    static func htmlResponse(_ document: ByteBuffer, status: HTTPResponse.Status, entityTag: String? = nil) -> Response
    {
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .cacheControl: pageCaching]
        if let entityTag {
            headers[.eTag] = entityTag
        }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: document))
    }

    /// How a page may be kept: by this browser only (`private`: no shared cache stores it), and never shown from
    /// the HTTP cache without asking the server again (`no-cache`), yet not `no-store`, which keeps Chromium from
    /// restoring the page from its back/forward cache. A page shows no secret: the CSRF token it carries is
    /// bound to this browser's session cookie and is only worth anything sent with that cookie, which this
    /// browser holds anyway, and a private cache is readable by no other site; API keys and the session token
    /// are never in a page. A page that came to show one would send `no-store`.
    static var pageCaching: String { "private, no-cache" }
}

/// What a window's page shows, said on the main actor: its title, its status, and its body, which
/// interpolates the page's live regions and is rendered off the main actor.
public struct WindowPage: Sendable {
    /// The page's title.
    public var title: String
    /// The response's status.
    public var status: HTTPResponse.Status
    /// The page's body, rendered when the page is put together.
    public var body: @Sendable () -> HTML
    /// Where the window's scene went while the page loaded (its router's route): the page answers
    /// `303 See Other` to it instead.
    public var location: String?

    /// Creates what a page shows.
    public init(title: String, status: HTTPResponse.Status = .ok, body: @escaping @Sendable () -> HTML) {
        self.title = title
        self.status = status
        self.body = body
    }

    /// No page, but a redirect to `location` (`303 See Other`), where the scene went while it loaded.
    public static func redirect(to location: String) -> WindowPage {
        var page = WindowPage(title: "", status: .seeOther) { .empty }
        page.location = location
        return page
    }
}

/// The render's traced type, named once.
private let windowPageType = TracedType("WindowPage")
