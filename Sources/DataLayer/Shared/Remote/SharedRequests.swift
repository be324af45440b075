import Synchronization

/// Identical requests running at once share one: the first caller starts the work, later callers with the
/// same key await its result. The work runs to its end even when its callers leave (its result still
/// fills the cache), so one user's cancelled search never fails another's.
///
/// The work starts at once on the first caller's executor (`Task.immediate`) and runs there until it first
/// waits: work that never waits (bundled data) is done when `value(for:_:)` returns, with no hop to another
/// thread, so a view model asking for it is settled as it opens.
public final class SharedRequests<Value: Sendable>: Sendable {
    private typealias Work = Task<Value, any Error>

    /// A key's request: claimed by its first caller until its task is made (the callers arriving meanwhile wait
    /// for it), then running.
    private enum Request {
        case starting(waiting: [CheckedContinuation<Work?, Never>])
        case running(Work)
    }

    private let requests = Mutex<[String: Request]>([:])
    private let joined: @Sendable (String) -> Void

    /// `joined` is told a key each time a caller joins the request already there for it, instead of starting one
    /// (a test waits on it to know every caller shares the run).
    public init(joined: @escaping @Sendable (String) -> Void = { _ in }) {
        self.joined = joined
    }

    /// The result of the running request for `key`, or of `work` started now.
    public func value(for key: String, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        while true {
            let found = requests.withLock { requests -> Request? in
                if let request = requests[key] { return request }
                requests[key] = .starting(waiting: [])
                return nil
            }
            if found != nil { joined(key) }
            switch found {
            case nil:
                return try await start(key, work)
            case .running(let task):
                return try await task.value
            case .starting:
                // `nil` when the request ended before this caller waited; it then asks again.
                if let task = await started(key) {
                    return try await task.value
                }
            }
        }
    }

    /// Runs `work` for the key this caller claimed, hands its task to the callers waiting, and returns its result.
    private func start(_ key: String, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task = Task.immediate { try await work() }
        let waiting = requests.withLock { requests in
            guard case .starting(let waiting) = requests[key] else { return [CheckedContinuation<Work?, Never>]() }
            requests[key] = .running(task)
            return waiting
        }
        for continuation in waiting {
            continuation.resume(returning: task)
        }
        defer {
            requests.withLock { requests in
                if case .running(let running) = requests[key], running == task {
                    requests[key] = nil
                }
            }
        }
        return try await task.value
    }

    /// The task of the request for `key` once its first caller made it; `nil` if there is no request any more.
    private func started(_ key: String) async -> Work? {
        await withCheckedContinuation { continuation in
            let now = requests.withLock { requests -> Work?? in
                switch requests[key] {
                case .starting(let waiting):
                    requests[key] = .starting(waiting: waiting + [continuation])
                    return .none
                case .running(let task):
                    return .some(task)
                case nil:
                    return .some(nil)
                }
            }
            if let now {
                continuation.resume(returning: now)
            }
        }
    }
}
