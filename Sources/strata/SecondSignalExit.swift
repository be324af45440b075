import Dispatch
import Foundation
import Synchronization

/// Makes a second SIGINT or SIGTERM end the process at once, while the first one's graceful shutdown (run by
/// ServiceLifecycle, which ignores any further signal) is still waiting. The exit status is 128 + the signal's
/// number, as a shell reports a process the signal killed: 130 for SIGINT, 143 for SIGTERM.
final class SecondSignalExit: Sendable {
    /// What to say when the second signal comes.
    private let message: String
    private let signalsSeen = Mutex(0)
    private let sources = Mutex<[any DispatchSourceSignal]>([])

    init(message: String) {
        self.message = message
    }

    /// Starts listening (once). Call it when the server listens, as its shutdown signals are trapped by
    /// then: a signal only this class heard would count as the first and shut nothing down.
    func arm() {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            let queue = DispatchQueue(label: "strata.second-signal")
            sources = [SIGINT, SIGTERM].map { signalNumber in
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
                source.setEventHandler { self.signalReceived(signalNumber) }
                source.resume()
                return source
            }
        }
    }

    private func signalReceived(_ signalNumber: Int32) {
        let count = signalsSeen.withLock { count in
            count += 1
            return count
        }
        guard count >= 2 else { return }
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
