/// Hands the bound port (or the failure to bind) from the server task to the caller of `start`, whichever
/// comes first; later results are ignored.
actor ListeningSignal {
    private var result: Result<Int, any Error>?
    private var continuation: CheckedContinuation<Int, any Error>?

    func resolve(_ outcome: Result<Int, any Error>) {
        guard result == nil else { return }
        result = outcome
        continuation?.resume(with: outcome)
        continuation = nil
    }

    func wait() async throws -> Int {
        if let result { return try result.get() }
        return try await withCheckedThrowingContinuation { continuation in
            self.continuation = continuation
        }
    }
}
