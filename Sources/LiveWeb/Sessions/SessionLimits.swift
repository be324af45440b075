/// How many browser sessions and windows the server keeps, how many bytes the windows may keep, and for how
/// long.
///
/// A session is only kept for a browser that returns its cookie: sessions whose cookie has not come back yet
/// (a first visit, a client that keeps no cookies) are kept in a small pool, the oldest ended first.
public struct SessionLimits: Sendable {
    /// How long a session may stay unused before it is ended (default 30 minutes).
    public var idleTimeout: Duration
    /// How often idle sessions and windows are looked for (default 60 seconds).
    public var sweepInterval: Duration
    /// The most sessions kept for browsers that returned their cookie; beyond it the least recently used
    /// without an open live stream is ended, as a tab showing the app keeps its session alive (default 10,000).
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
    /// The most bytes a session's windows may keep (the pages they rendered and the updates sent to them);
    /// beyond it the least recently used windows are closed as a new one opens (default 16 MiB: sixteen tabs
    /// of a thousand rows each).
    public var maximumWindowBytesPerSession: Int
    /// The most bytes the windows of all sessions may keep; beyond it the windows opened longest ago are
    /// closed, but never one with an open stream (a tab showing the app) nor the one opened last (its stream
    /// may not be open yet). When those keep more, a page is served in a window that is not kept, without
    /// live updates (``Window/isKept``). Default 128 MiB.
    public var maximumWindowBytes: Int

    /// Creates limits.
    public init(
        idleTimeout: Duration = .seconds(30 * 60),
        sweepInterval: Duration = .seconds(60),
        maximumSessions: Int = 10_000,
        maximumNewSessions: Int = 1_000,
        maximumWindowsPerSession: Int = 16,
        windowIdleTimeout: Duration = .seconds(120),
        maximumWindowBytesPerSession: Int = 16 << 20,
        maximumWindowBytes: Int = 128 << 20
    ) {
        self.idleTimeout = idleTimeout
        self.sweepInterval = sweepInterval
        self.maximumSessions = maximumSessions
        self.maximumNewSessions = maximumNewSessions
        self.maximumWindowsPerSession = maximumWindowsPerSession
        self.windowIdleTimeout = windowIdleTimeout
        self.maximumWindowBytesPerSession = maximumWindowBytesPerSession
        self.maximumWindowBytes = maximumWindowBytes
    }
}
