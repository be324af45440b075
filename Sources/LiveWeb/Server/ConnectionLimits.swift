#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How long a client may hold a connection without using it, and how many connections are served at once.
///
/// The defaults suit one person's browser on a local machine, with room for a hostile client on the network:
/// - `idleTimeout` 30 s: browsers reopen a closed keep-alive connection without the user noticing, so nothing
///   is lost by closing one that has sent no request for 30 s (or whose request head has not arrived by then).
/// - `requestReadTimeout` 30 s: every form here is well under a kilobyte; a body still arriving 30 s after its
///   head is a client feeding bytes slowly to hold the connection (slowloris), not a slow network.
/// - `maximumConnections` 512: a browser opens at most six connections per site plus one event stream per open
///   tab, so one user stays far below it; it is half the usual open-file limit (1024), leaving room for the
///   databases, outgoing API connections and the staging API.
///
/// A response in progress (a page being rendered, an open event stream) is never cut by these timeouts.
public struct ConnectionLimits: Sendable, Equatable {
    /// How long a connection may stay open with no request in progress, or with a request whose head or
    /// body has stopped arriving.
    public var idleTimeout: Duration
    /// How long a request's body may take to arrive in full, counted from its head.
    public var requestReadTimeout: Duration
    /// The most connections served at once; further ones wait in the listen queue until one closes.
    /// Clamped to half the process's open-file limit (`ulimit -n`): when `accept` fails for lack of a
    /// descriptor, NIO retries it at once, in a busy loop.
    public var maximumConnections: Int

    /// Creates the limits; the defaults are explained on the type.
    public init(
        idleTimeout: Duration = .seconds(30),
        requestReadTimeout: Duration = .seconds(30),
        maximumConnections: Int = 512
    ) {
        self.idleTimeout = idleTimeout
        self.requestReadTimeout = requestReadTimeout
        self.maximumConnections = maximumConnections
    }

    /// `maximumConnections`, clamped to half the open-file limit (and at least 1).
    public var effectiveMaximumConnections: Int {
        max(1, min(maximumConnections, Self.openFileLimit / 2))
    }

    private static var openFileLimit: Int {
        var limit = rlimit()
        #if os(Linux)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        // "unlimited" (RLIM_INFINITY) is the largest value, which clamps to Int.max.
        guard getrlimit(resource, &limit) == 0 else { return Int.max }
        return Int(clamping: limit.rlim_cur)
    }
}
