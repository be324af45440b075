/// How many live-update streams (`/events`) are served, and for how long. An open stream holds a connection
/// for as long as its tab is shown, so streams are kept to a part of the connection limit, and the rest is
/// left for page loads.
///
/// The defaults:
/// - `maximumPerSession` 6: a browser opens at most six HTTP/1.1 connections per site, streams included, so a
///   seventh stream of one session is a client that is not a browser, or tabs the browser itself would stall.
///   The session's oldest stream is ended for the new one (a newer tab wins); that page stops its live updates
///   until it is shown or focused again, and its links and forms keep working.
/// - `reservedConnections` a quarter of the connection limit (128 of 512): page loads, assets and actions
///   always have these; beyond `maximumConnections − reservedConnections` open streams, a new one is refused
///   with `503` and `Retry-After`, and the page keeps working without live updates and tries again later.
/// - `lifetime` 10 minutes: a stream then ends cleanly and the browser reconnects by itself (`retry:`), so no
///   connection is held for ever and the limits are checked again; the page does not reload.
public struct LiveStreamLimits: Sendable, Equatable {
    /// The most streams one session keeps open; a new one beyond it ends the session's oldest.
    public var maximumPerSession: Int
    /// The connections streams may not take (`nil`: a quarter of the connection limit).
    public var reservedConnections: Int?
    /// How long one stream stays open before it ends and the browser reconnects.
    public var lifetime: Duration
    /// What a refused stream's `Retry-After` says.
    public var retryAfter: Duration

    /// Creates the limits; the defaults are explained on the type.
    public init(
        maximumPerSession: Int = 6,
        reservedConnections: Int? = nil,
        lifetime: Duration = .seconds(10 * 60),
        retryAfter: Duration = .seconds(30)
    ) {
        self.maximumPerSession = maximumPerSession
        self.reservedConnections = reservedConnections
        self.lifetime = lifetime
        self.retryAfter = retryAfter
    }

    /// The most streams open at once on a server serving at most `maximumConnections` (at least 1, and at
    /// least one connection left over).
    public func maximumStreams(maximumConnections: Int) -> Int {
        let reserved = reservedConnections ?? maximumConnections / 4
        return max(1, min(maximumConnections - 1, maximumConnections - max(0, reserved)))
    }
}
