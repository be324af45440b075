import Synchronization

/// At most `limit` calls at once to each origin; the others wait their turn here, first come first served.
///
/// AsyncHTTPClient keeps a few connections to each host and queues the requests beyond them, but fails a queued
/// request with "timeout getting connection from pool" once it has waited the connect timeout. A Pokémon page asks
/// one host for twenty resources at once, so on a slow upstream the last of them failed while the first were
/// still being answered. Waiting here instead, a call is bounded only by its own timeout, which covers the wait.
final class OriginQueue: Sendable {
    private struct Waiter {
        var id: UInt64
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var running: [Origin: Int] = [:]
        var waiting: [Origin: [Waiter]] = [:]
        var nextID: UInt64 = 0
    }

    let limit: Int
    private let state = Mutex(State())

    init(limit: Int) {
        precondition(limit > 0, "A queue that lets no call run")
        self.limit = limit
    }

    /// Runs `operation` once fewer than `limit` calls to `origin` are running.
    /// - Throws: `CancellationError` when the task is cancelled while it waits; else what `operation` throws.
    func run<T: Sendable>(_ origin: Origin, _ operation: @Sendable () async throws -> T) async throws -> T {
        try await turn(origin)
        defer { done(origin) }
        return try await operation()
    }

    /// How many calls to `origin` are running and how many wait.
    func load(_ origin: Origin) -> (running: Int, waiting: Int) {
        state.withLock { ($0.running[origin] ?? 0, $0.waiting[origin]?.count ?? 0) }
    }

    private func turn(_ origin: Origin) async throws {
        try Task.checkCancellation()
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let admitted: Bool? = state.withLock { state in
                    if state.running[origin, default: 0] < limit {
                        state.running[origin, default: 0] += 1
                        return true
                    }
                    // Cancelled before it queued: the handler found nothing to take out.
                    if Task.isCancelled { return false }
                    state.waiting[origin, default: []].append(Waiter(id: id, continuation: continuation))
                    return nil
                }
                switch admitted {
                case true?: continuation.resume()
                case false?: continuation.resume(throwing: CancellationError())
                case nil: break
                }
            }
        } onCancel: {
            let waiter: Waiter? = state.withLock { state in
                guard var waiting = state.waiting[origin], let index = waiting.firstIndex(where: { $0.id == id })
                else { return nil }
                let waiter = waiting.remove(at: index)
                state.waiting[origin] = waiting.isEmpty ? nil : waiting
                return waiter
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Hands the finished call's place to the first waiting one, if any.
    private func done(_ origin: Origin) {
        let next: Waiter? = state.withLock { state in
            if var waiting = state.waiting[origin], !waiting.isEmpty {
                let next = waiting.removeFirst()
                state.waiting[origin] = waiting.isEmpty ? nil : waiting
                return next
            }
            state.running[origin, default: 1] -= 1
            if state.running[origin] == 0 { state.running[origin] = nil }
            return nil
        }
        next?.continuation.resume()
    }
}
