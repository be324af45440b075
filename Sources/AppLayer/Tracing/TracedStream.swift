import LiveWeb

extension AsyncThrowingStream where Failure == any Error, Element: Sendable {
    /// This stream, ending a traced step with its last element or its failure: a use case that answers in a
    /// stream (a cached page, then the fresh one) is one step until the stream ends. Read where it is read, so it
    /// costs no task of its own.
    func endingStep(_ end: @escaping @Sendable (_ failed: Bool) -> Void) -> Self {
        guard RequestTracing.isTracing else { return self }
        let reader = StreamReader(self.makeAsyncIterator(), end: end)
        return AsyncThrowingStream { try await reader.next() }
    }
}

/// The iterator of a traced stream, read by its one reader only, one element at a time.
private final class StreamReader<Element: Sendable>: @unchecked Sendable {
    private var iterator: AsyncThrowingStream<Element, any Error>.Iterator
    private var end: (@Sendable (_ failed: Bool) -> Void)?

    init(_ iterator: AsyncThrowingStream<Element, any Error>.Iterator, end: @escaping @Sendable (Bool) -> Void) {
        self.iterator = iterator
        self.end = end
    }

    deinit {
        end?(false)
    }

    func next() async throws -> Element? {
        do {
            guard let element = try await iterator.next() else {
                finish(failed: false)
                return nil
            }
            return element
        } catch {
            finish(failed: !(error is CancellationError))
            throw error
        }
    }

    private func finish(failed: Bool) {
        end?(failed)
        end = nil
    }
}
