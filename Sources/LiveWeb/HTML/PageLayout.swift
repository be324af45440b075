/// The app's page shell as LiveWeb's pages fill it (``LiveRequestContext/layout``): the document around a page's
/// body, which names the page's window for its script and, while the page still loads, where it reloads itself
/// without JavaScript.
public protocol PageLayout: Sendable {
    /// The page's window (its tab), for the page's script; `nil` on pages without live parts.
    var windowID: String? { get set }
    /// Where the page reloads itself when JavaScript is off (a page still loading); `nil` for a complete page.
    var reloadPath: String? { get set }

    /// What besides its address and session makes two renders of a page differ (its language): a page kept in
    /// the ``PageCache`` is served again only for the same.
    var cacheVariant: String { get }

    /// The document around a page's body: all of it before the body, and all of it after.
    func frame(title: String) -> (opening: HTML, closing: HTML)
}
