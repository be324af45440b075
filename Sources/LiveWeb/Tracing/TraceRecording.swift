import Tracing

/// A trace recorded outside a request, as the terminal ring records a screen's load: the steps traced through
/// ``RequestTracing`` while ``run(_:)`` runs, and in the tasks it starts, however long they take.
public final class TraceRecording: Sendable {
    private let recorder: TraceRecorder
    /// What was traced (`open`, a key), shown where a request shows its method.
    public let method: String
    /// Whose load it was (a screen's title), shown where a request shows its path.
    public let path: String

    /// An empty recording of `method` on `path`, started now.
    public init(method: String, path: String) {
        recorder = TraceRecorder(
            id: String(UInt64.random(in: 0...UInt64.max), radix: 16),
            start: DefaultTracerClock.now.nanosecondsSinceEpoch)
        self.method = method
        self.path = path
    }

    /// Runs `body` with this recording as the running task's trace; the tasks `body` starts carry it too.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        try TraceScope.local.withValue(TraceScope(recorder: recorder, stepID: nil)) { try body() }
    }

    /// The steps recorded so far, in the order they started.
    public var trace: RequestTrace { recorder.trace(method: method, path: path) }
}
