import Logging
import Synchronization

/// A `LogHandler` that keeps every rendered message with its metadata, for asserting what was logged.
public final class LogCapture: Sendable {
    private let lines = Mutex<[String]>([])

    public init() {}

    /// Every line logged so far: level, message and metadata.
    public var messages: [String] { lines.withLock { $0 } }

    /// A logger at `trace` level writing into this capture.
    public func logger(label: String = "test") -> Logger {
        Logger(label: label) { _ in Handler(capture: self) }
    }

    fileprivate func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    private struct Handler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { $1 }
            let rendered = all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            capture.append("\(event.level) \(event.message) \(rendered)")
        }
    }
}
