import Hummingbird

/// A request context that carries the browser's session: what the live machinery's routes need from an app's
/// context, the app's page layout and its page wait among them. An app's context conforms and adds its own (its
/// language).
public protocol LiveRequestContext: RequestContext {
    /// The app's page shell, which LiveWeb's pages are rendered in.
    associatedtype Layout: PageLayout

    /// The browser's session, resolved from its cookie before any page route runs (`nil` only for routes
    /// registered before the session middleware: static assets and error pages); set by ``SessionMiddleware``.
    var session: Session? { get set }
    /// How long a page waits for its view model: the server's one policy, on its configuration's clock.
    var settling: SettlePolicy { get }
    /// The layout of this request's pages (its language, its session's token).
    var layout: Layout { get }
    /// Where the pages rendered last are kept, to be served again while nothing they show can have changed; nil
    /// renders every page load.
    var pageCache: PageCache? { get }
}

extension LiveRequestContext {
    /// Runs `body` on the main actor with the browser's session (its windows live there).
    @MainActor
    public func withSession<Result: Sendable>(_ body: @MainActor (Session) throws -> Result) throws -> Result {
        guard let session else {
            // Only routes registered before the session middleware (static assets) lack a session.
            throw HTTPError(.internalServerError)
        }
        return try body(session)
    }
}
