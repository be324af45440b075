import Synchronization

/// Answers by key for fakes: each key answers its scripted result; a held key waits until released, so a
/// test can let a later request overtake an earlier one. Every request is recorded.
public final class ScriptedAnswers<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Script {
        var answers: [Key: Result<Value, any Error>] = [:]
        var fallback: Result<Value, any Error>?
        var held: Set<Key> = []
        var waiting: [Key: [CheckedContinuation<Void, Never>]] = [:]
        var requests: [Key] = []
    }

    private let script = Mutex(Script())

    public init() {}

    /// `key` answers `result` from now on.
    public func answer(_ key: Key, with result: Result<Value, any Error>) {
        script.withLock { $0.answers[key] = result }
    }

    /// Keys without an answer of their own answer `result`.
    public func answerOthers(with result: Result<Value, any Error>) {
        script.withLock { $0.fallback = result }
    }

    /// Requests for `key` wait until `release(_:)`.
    public func hold(_ key: Key) {
        script.withLock { _ = $0.held.insert(key) }
    }

    /// Lets the waiting and future requests for `key` answer.
    public func release(_ key: Key) {
        let waiting = script.withLock { script in
            script.held.remove(key)
            return script.waiting.removeValue(forKey: key) ?? []
        }
        waiting.forEach { $0.resume() }
    }

    /// The keys requested so far, in order.
    public var requests: [Key] { script.withLock { $0.requests } }

    /// The answer for `key`, once it is not held; fails with `ScriptedAnswersError` when none is scripted.
    public func value(for key: Key) async throws -> Value {
        await withCheckedContinuation { continuation in
            let isHeld = script.withLock { script in
                script.requests.append(key)
                guard script.held.contains(key) else { return false }
                script.waiting[key, default: []].append(continuation)
                return true
            }
            if !isHeld { continuation.resume() }
        }
        let result = script.withLock { $0.answers[key] ?? $0.fallback }
        guard let result else { throw ScriptedAnswersError.noAnswer("\(key)") }
        return try result.get()
    }
}

/// A fake was asked something its test did not script.
public enum ScriptedAnswersError: Error, Equatable {
    case noAnswer(String)
}
