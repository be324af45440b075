/// Identical requests running at once share one: the first caller starts the work, later callers with the
/// same key await its result. The work runs to its end even when its callers leave (its result still
/// fills the cache), so one user's cancelled search never fails another's.
public actor SharedRequests<Value: Sendable> {
    private var running: [String: Task<Value, any Error>] = [:]

    public init() {}

    /// The result of the running request for `key`, or of `work` started now.
    public func value(for key: String, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if let task = running[key] {
            return try await task.value
        }
        let task = Task { try await work() }
        running[key] = task
        defer { running[key] = nil }
        return try await task.value
    }
}
