import Hummingbird
import LiveWeb
import PresentationLayer

/// The request context of every WebUI route: Hummingbird's core context plus the browser's session.
///
/// Forms are the web ring's input, so `request.decode(as:context:)` reads url-encoded form bodies.
public struct WebRequestContext: LiveRequestContext, Sendable {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// The browser's session, resolved from its cookie before any page route runs (`nil` only for
    /// static assets and error pages).
    public var session: Session?
    /// The running phase, for the layout's badge.
    public internal(set) var phase: String = ""
    /// The text of the page in the user's language (see `LanguageChoice`).
    public internal(set) var strings = Strings.en
    /// How long a page waits for its view model: the server's one policy, on its configuration's clock.
    public internal(set) var settling = Self.unsetSettling
    /// The request's path and query, where the language switch returns to.
    var path = "/"
    /// Where the pages rendered last are kept (see `WebUIConfiguration.pageCache`).
    public internal(set) var pageCache: PageCache?

    // Only a context that never passed the session middleware (static assets, error pages) keeps this.
    private static let unsetSettling = SettlePolicy()

    /// Creates the context Hummingbird hands to the middleware chain.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// Decodes `application/x-www-form-urlencoded` bodies (a body that is no such form is a `400`).
    public var requestDecoder: FormDecoder { FormDecoder() }

    /// The layout for this request's pages.
    public var layout: Layout { Layout(phase: phase, strings: strings, path: path, csrfToken: session?.csrfToken) }
}

/// WebUI's layout is the shell LiveWeb's pages are rendered in.
extension Layout: PageLayout {
    /// A page's language: its address and session say the rest.
    public var cacheVariant: String { strings.language.rawValue }
}
