import HummingbirdCore
import Logging

/// Stops accepting connections while `maximum` are open (as Hummingbird's `MaximumAvailableConnections`
/// does), and makes room: when the limit is reached, the connection idle the longest is closed
/// (``ConnectionActivity``), so new connections wait only while every open one is serving a request. The log
/// says so: a warning when the limit is reached, at most once a minute.
public struct ConnectionLimitDelegate: AvailableConnectionsDelegate {
    /// The most connections open at once.
    public let maximum: Int
    /// The open connections, to close the longest idle one when full.
    public let activity: ConnectionActivity
    /// Where a full server says so.
    public let logger: Logger
    private var openConnections = 0
    private var lastWarning: ContinuousClock.Instant?

    /// A delegate keeping at most `maximum` connections of `activity`.
    public init(maximum: Int, activity: ConnectionActivity, logger: Logger) {
        self.maximum = maximum
        self.activity = activity
        self.logger = logger
    }

    /// Counts a connection opened; when full, closes the longest idle one.
    public mutating func connectionOpened() {
        openConnections += 1
        guard openConnections >= maximum else { return }
        let closedIdle = activity.closeLongestIdle()
        let now = ContinuousClock.now
        if let lastWarning, now - lastWarning < .seconds(60) { return }
        lastWarning = now
        logger.warning(
            closedIdle
                ? "Connection limit reached: closing the connections idle the longest to make room"
                : "Connection limit reached: every connection is serving a request; new ones wait until one closes",
            metadata: ["limit": "\(maximum)"])
    }

    /// Counts a connection closed.
    public mutating func connectionClosed() {
        openConnections -= 1
    }

    /// Whether the server accepts another connection now.
    public func isAcceptingNewConnections() -> Bool {
        openConnections < maximum
    }
}
