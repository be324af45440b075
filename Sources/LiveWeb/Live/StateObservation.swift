import Observation

/// The observation adapter: turns a view model's state into an `AsyncStream` of values, read on the
/// main actor: the current value at once, then the value after each change, once the change is applied.
///
/// Bursts are coalesced (a slow reader gets the newest value). Tracking stops when the stream ends or
/// its reader goes away; the stream holds the view model only while it is being read.
public enum StateObservation {
    /// Follows `@Observable` state: every observable property `read` touches is tracked, and tracking is
    /// re-armed after each change (`withObservationTracking` reports once, before the change).
    @MainActor
    public static func values<Value: Sendable>(_ read: @escaping @MainActor () -> Value) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
        let tracker = ObservationTracker(read: read, continuation: continuation)
        continuation.onTermination = { _ in
            Task { @MainActor in tracker.stop() }
        }
        tracker.track()
        return stream
    }
}

@MainActor
private final class ObservationTracker<Value: Sendable> {
    private var read: (@MainActor () -> Value)?
    private let continuation: AsyncStream<Value>.Continuation

    init(read: @escaping @MainActor () -> Value, continuation: AsyncStream<Value>.Continuation) {
        self.read = read
        self.continuation = continuation
    }

    func track() {
        guard let read else { return }
        let value = withObservationTracking {
            read()
        } onChange: { [weak self] in
            // OnChange runs inside the property's willSet; the hop reads the state after the set.
            Task { @MainActor in self?.track() }
        }
        continuation.yield(value)
    }

    func stop() {
        read = nil
    }
}
