import HummingbirdCore
import Logging

/// Stops accepting connections while `maximum` are open (as Hummingbird's `MaximumAvailableConnections`
/// does), and says so in the log: a warning when the limit is reached, at most once a minute.
struct ConnectionLimitDelegate: AvailableConnectionsDelegate {
    let maximum: Int
    let logger: Logger
    private var openConnections = 0
    private var lastWarning: ContinuousClock.Instant?

    init(maximum: Int, logger: Logger) {
        self.maximum = maximum
        self.logger = logger
    }

    mutating func connectionOpened() {
        openConnections += 1
        guard openConnections >= maximum else { return }
        let now = ContinuousClock.now
        if let lastWarning, now - lastWarning < .seconds(60) { return }
        lastWarning = now
        logger.warning(
            "Connection limit reached: new connections wait until one closes",
            metadata: ["limit": "\(maximum)"])
    }

    mutating func connectionClosed() {
        openConnections -= 1
    }

    func isAcceptingNewConnections() -> Bool {
        openConnections < maximum
    }
}
