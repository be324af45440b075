import Foundation
import LiveWeb

/// What the web ring needs to know from the app.
public struct WebUIConfiguration: Sendable {
    /// The running phase shown on every page: "dev", "alpha" or "real".
    public var phase: String
    /// The scenes the home screen lists, in order.
    public var scenes: [SceneLink]
    /// How many browser sessions and windows are kept, and for how long.
    public var sessions: SessionLimits
    /// How often an open live-update stream sends a keep-alive comment (default 15 seconds).
    public var keepAliveInterval: Duration
    /// The clock of session and window expiry, the sweep and keep-alives; tests pass one they advance by hand.
    public var clock: any Clock<Duration>
    /// How long a page waits at most for its view model before its first paint (default 150 ms), on `clock`
    /// (see ``SettlePolicy``).
    public var pageWait: Duration
    /// What the app had to repair at start-up (e.g. a corrupt database moved aside), shown on the home page.
    public var notices: [StartupNotice]
    /// Connection timeouts and the connection limit (see ``ConnectionLimits`` for the defaults).
    public var connectionLimits: ConnectionLimits
    /// How many live-update streams are open at once, per session and in all, and for how long (see
    /// ``LiveStreamLimits`` for the defaults).
    public var liveStreams: LiveStreamLimits
    /// The `Host` names answered; others get `421 Misdirected Request` (default: a server on 127.0.0.1).
    public var allowedHosts: HostAllowlist
    /// The secret CSRF tokens are signed with; the app keeps it in its data directory so forms outlive a
    /// restart (default: a new random key).
    public var csrfKey: CSRFKey
    /// Where the traces of the last pages are kept: with a store, every response says the steps it took in
    /// `Server-Timing`, and every page links the trace of how it was made; nil turns tracing off (the default).
    public var traces: TraceStore?
    /// Where the pages rendered last are kept, to be served again while the app's data has not changed (a page whose
    /// load showed a failure is never kept: see `FailureTally`); nil renders every page load (the default).
    public var pageCache: PageCache?
    /// How the app was started, as a shell line (`./strata --phase real`): a page asking for a setting shows it
    /// with the setting's variable before it (default `strata --phase real`).
    public var startCommand: String

    /// Creates a configuration.
    public init(
        phase: String,
        scenes: [SceneLink],
        sessions: SessionLimits = SessionLimits(),
        keepAliveInterval: Duration = .seconds(15),
        clock: any Clock<Duration> = ContinuousClock(),
        pageWait: Duration = SettlePolicy.defaultTimeout,
        notices: [StartupNotice] = [],
        connectionLimits: ConnectionLimits = ConnectionLimits(),
        liveStreams: LiveStreamLimits = LiveStreamLimits(),
        allowedHosts: HostAllowlist = HostAllowlist(servedHost: "127.0.0.1"),
        csrfKey: CSRFKey = .random(),
        traces: TraceStore? = nil,
        pageCache: PageCache? = nil,
        startCommand: String = "strata --phase real"
    ) {
        self.phase = phase
        self.scenes = scenes
        self.sessions = sessions
        self.keepAliveInterval = keepAliveInterval
        self.clock = clock
        self.pageWait = pageWait
        self.notices = notices
        self.connectionLimits = connectionLimits
        self.liveStreams = liveStreams
        self.allowedHosts = allowedHosts
        self.csrfKey = csrfKey
        self.traces = traces
        self.pageCache = pageCache
        self.startCommand = startCommand
    }
}
