import Dispatch
import Foundation
import Logging
import Synchronization

/// Makes a second SIGINT or SIGTERM end the process at once, while the first one's graceful shutdown (run by
/// ServiceLifecycle, which ignores any further signal) is still waiting. The exit status is 128 + the signal's
/// number, as a shell reports a process the signal killed: 130 for SIGINT, 143 for SIGTERM.
final class SecondSignalExit: Sendable {
    /// What to say when the second signal comes.
    private let message: String
    private let logger: Logger
    private let signalsSeen = Mutex(0)
    private let sources = Mutex<[any DispatchSourceSignal]>([])

    /// `logger` says when the first signal came: the graceful shutdown has begun (a test waits on that line).
    init(message: String, logger: Logger) {
        self.message = message
        self.logger = logger
    }

    /// Starts listening (once). Call it when the server listens, as its shutdown signals are trapped by
    /// then: a signal only this class heard would count as the first and shut nothing down.
    func arm() {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            let queue = DispatchQueue(label: "strata.second-signal")
            sources = [SIGINT, SIGTERM].map { signalNumber in
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
                // `data` is how many signals came since the handler last ran: two quick ones may be told once.
                source.setEventHandler { self.signalsReceived(signalNumber, count: Int(source.data)) }
                source.resume()
                return source
            }
        }
    }

    private func signalsReceived(_ signalNumber: Int32, count received: Int) {
        let count = signalsSeen.withLock { count in
            count += max(received, 1)
            return count
        }
        guard count >= 2 else {
            logger.info(
                "Shutting down: the requests in progress may finish; a second signal stops at once",
                metadata: ["signal": "\(signalNumber)"])
            return
        }
        Console.warn("strata: " + message)
        exit(128 + signalNumber)
    }

    deinit {
        sources.withLock { sources in
            for source in sources {
                source.cancel()
            }
        }
    }
}
