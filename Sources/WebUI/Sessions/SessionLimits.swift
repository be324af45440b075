/// How many browser sessions and windows the server keeps, and for how long.
///
/// A session is only kept for a browser that returns its cookie: sessions whose cookie has not come back yet
/// (a first visit, a client that keeps no cookies) are kept in a small pool, the oldest ended first.
public struct SessionLimits: Sendable {
    /// How long a session may stay unused before it is ended (default 30 minutes).
    public var idleTimeout: Duration
    /// How often idle sessions and windows are looked for (default 60 seconds).
    public var sweepInterval: Duration
    /// The most sessions kept for browsers that returned their cookie; beyond it the least recently used
    /// is ended (default 10,000).
    public var maximumSessions: Int
    /// The most sessions kept whose cookie has not come back yet; beyond it the oldest is ended
    /// (default 1,000).
    public var maximumNewSessions: Int
    /// The most windows (tabs) a session keeps; beyond it the least recently used, preferring one without
    /// an open stream, is closed (default 16).
    public var maximumWindowsPerSession: Int
    /// How long a window without an open stream (its tab closed, or a page without JavaScript) is kept
    /// (default 2 minutes).
    public var windowIdleTimeout: Duration

    /// Creates limits.
    public init(
        idleTimeout: Duration = .seconds(30 * 60),
        sweepInterval: Duration = .seconds(60),
        maximumSessions: Int = 10_000,
        maximumNewSessions: Int = 1_000,
        maximumWindowsPerSession: Int = 16,
        windowIdleTimeout: Duration = .seconds(120)
    ) {
        self.idleTimeout = idleTimeout
        self.sweepInterval = sweepInterval
        self.maximumSessions = maximumSessions
        self.maximumNewSessions = maximumNewSessions
        self.maximumWindowsPerSession = maximumWindowsPerSession
        self.windowIdleTimeout = windowIdleTimeout
    }
}
