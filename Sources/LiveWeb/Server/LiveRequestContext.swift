import Hummingbird

/// A request context that carries the browser's session: what the live machinery's routes need from an app's
/// context. An app's context conforms and adds its own (its language, its layout).
public protocol LiveRequestContext: RequestContext {
    /// The browser's session, resolved from its cookie before any page route runs (`nil` only for routes
    /// registered before the session middleware: static assets and error pages); set by ``SessionMiddleware``.
    var session: Session? { get set }
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
