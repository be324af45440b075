import Hummingbird

/// Pages served again from the ``PageCache``: whole, naming a pending window, or as `304 Not Modified` to a browser
/// that holds the kept render (see ``LiveRequestContext/windowPage(for:open:show:)``).
extension LiveRequestContext {
    /// Where this page load would be kept in the page cache, and found: nil without a cache, or while a window
    /// waits to be handed to a page load (which then shows that window).
    func keptPageKey(for request: Request) -> (cache: PageCache, key: PageCache.Key)? {
        guard let pageCache, let session, !session.mayHaveHandOvers else { return nil }
        return (
            pageCache,
            PageCache.Key(session: session.id, address: Self.address(of: request), variant: layout.cacheVariant)
        )
    }

    /// The kept `page`, naming a new pending window.
    func keptPage(_ page: PageCache.Page) -> Response? {
        guard let session else { return nil }
        return RequestTracing.step(.render, type: pageCacheType, "page", cache: { $0 == nil ? .miss : .hit }) {
            let windowID = SessionToken.random()
            guard
                let document = PageCache.document(of: page, windowID: windowID, traceID: RequestTracing.currentTraceID)
            else { return nil }
            session.addPendingWindow(id: windowID, materialise: page.materialise)
            return Self.htmlResponse(
                document, status: page.status, entityTag: PageCache.entityTag(serial: page.serial, windowID: windowID))
        }
    }

    /// `304 Not Modified` when the browser's copy of the page (its `If-None-Match`) is the kept render `page`, naming a new
    /// pending window in `Server-Timing` (`window;desc="<id>"`, the one header of its own response a page's script
    /// can read), which the page's script takes in place of the window its copy names: that one may be another tab's.
    /// Nil, and the page is sent whole, when the copy is of another render, or may be shown in a tab without the
    /// script, which would go on naming its window (``Session/mayBeShownWithoutScript(windowID:)``).
    func unchangedPage(_ request: Request, _ page: PageCache.Page) async -> Response? {
        guard let session, let tag = request.headers[.ifNoneMatch], let named = PageCache.render(namedBy: tag),
            page.serial == named.serial,
            await !session.mayBeShownWithoutScript(windowID: named.windowID)
        else { return nil }
        return RequestTracing.step(.render, type: pageCacheType, "unchanged", cache: { _ in .hit }) {
            let windowID = SessionToken.random()
            session.addPendingWindow(id: windowID, materialise: page.materialise)
            return Response(
                status: .notModified,
                headers: [
                    .eTag: tag, .cacheControl: Self.pageCaching, .serverTiming: "window;desc=\"\(windowID)\"",
                ])
        }
    }

    /// What makes a pending window the window of a kept page: the view model `open` makes, loaded (or for at most the
    /// page wait), the regions `show` registers, and the regions' updates starting from what the page shows.
    static func materialising<ViewModel: PageSettling>(
        open: @escaping @MainActor @Sendable (_ window: Window, _ isNew: Bool) -> ViewModel,
        show: @escaping @MainActor @Sendable (Window, ViewModel) throws -> WindowPage,
        settling: SettlePolicy, contents: [String: LiveContent], renderedIn renderedID: String, bodyBytes: Int
    ) -> Session.Materialise {
        { window in
            let viewModel = open(window, true)
            await settling.wait(for: viewModel)
            guard (try? show(window, viewModel)) != nil else { return }
            window.bytes.rendered(bodyBytes)
            for region in window.regions {
                if let content = contents[region.id] {
                    region.startUpdates(from: content.replacing(renderedID, with: window.id))
                }
            }
        }
    }
}

/// A kept page's traced type.
private let pageCacheType = TracedType("PageCache")
