/// Returns once the calling task is cancelled: a stand-in for work that never ends on its own (a request that
/// hangs), which sets no timer. An `AsyncStream` that never yields ends its iteration when its task is cancelled.
public func untilCancelled() async {
    let (never, continuation) = AsyncStream.makeStream(of: Never.self)
    for await _ in never {}
    continuation.finish()
}
