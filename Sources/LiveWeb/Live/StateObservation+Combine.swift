#if canImport(Combine)
    import Combine
#else
    import OpenCombine
#endif

extension StateObservation {
    /// Follows an `ObservableObject` (a view model bound with Combine): `read` runs again after
    /// each `objectWillChange`, on the main actor, once the change is applied.
    @MainActor
    public static func values<Object: ObservableObject, Value: Sendable>(
        of object: Object,
        _ read: @escaping @MainActor () -> Value
    ) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .bufferingNewest(1))
        let tracker = WillChangeTracker(read: read, continuation: continuation)
        continuation.onTermination = { _ in
            Task { @MainActor in tracker.stop() }
        }
        tracker.start(object.objectWillChange)
        return stream
    }
}

@MainActor
private final class WillChangeTracker<Value: Sendable> {
    private var read: (@MainActor () -> Value)?
    private let continuation: AsyncStream<Value>.Continuation
    private var subscription: AnyCancellable?

    init(read: @escaping @MainActor () -> Value, continuation: AsyncStream<Value>.Continuation) {
        self.read = read
        self.continuation = continuation
    }

    func start<WillChange: Publisher>(_ willChange: WillChange) where WillChange.Failure == Never {
        emit()
        // The sink is explicitly @Sendable: a closure inferred @MainActor here would trap when
        // OpenCombine calls it. objectWillChange fires before the set; the hop reads after it.
        subscription = willChange.sink { @Sendable [weak self] _ in
            Task { @MainActor in self?.emit() }
        }
    }

    func stop() {
        read = nil
        subscription?.cancel()
        subscription = nil
    }

    private func emit() {
        guard let read else { return }
        continuation.yield(read())
    }
}
