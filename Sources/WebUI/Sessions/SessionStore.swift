import Foundation

/// Every browser's session, by id.
///
/// A session idle for longer than `idleTimeout` is ended by the sweep task (which runs every
/// `sweepInterval` while there are sessions) or, if its browser returns before the sweep, replaced by a
/// fresh one.
@MainActor
public final class SessionStore {
    /// How long a session may stay unused before it is ended.
    public nonisolated let idleTimeout: Duration
    /// How often the sweep task looks for idle sessions.
    public nonisolated let sweepInterval: Duration
    private let now: @Sendable () -> Date
    private var sessions: [String: Session] = [:]
    private var sweepTask: Task<Void, Never>?

    /// Creates an empty store.
    /// - Parameters:
    ///   - idleTimeout: how long a session may stay unused before it is ended.
    ///   - sweepInterval: how often the sweep task looks for idle sessions.
    ///   - now: the wall clock, injected so tests can move time.
    public nonisolated init(
        idleTimeout: Duration = .seconds(30 * 60),
        sweepInterval: Duration = .seconds(60),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.idleTimeout = idleTimeout
        self.sweepInterval = sweepInterval
        self.now = now
    }

    /// The number of sessions alive.
    public var count: Int { sessions.count }

    /// The live session with `id` (marked as used now), or a new session when `id` is `nil`, unknown or
    /// expired.
    public func session(forID id: String?) -> (session: Session, isNew: Bool) {
        let now = now()
        if let id, let session = sessions[id] {
            if !isExpired(session, at: now) {
                session.lastAccess = now
                return (session, false)
            }
            sessions[id] = nil
            session.end()
        }
        let session = Session(id: SessionToken.random(), csrfToken: SessionToken.random(), lastAccess: now)
        sessions[session.id] = session
        startSweeping()
        return (session, true)
    }

    /// Ends every session that has been idle for longer than the timeout, freeing its view models.
    public func sweep() {
        let now = now()
        for session in sessions.values where isExpired(session, at: now) {
            sessions[session.id] = nil
            session.end()
        }
    }

    /// Ends every session and its live streams (at shutdown).
    public func endAll() {
        sweepTask?.cancel()
        sweepTask = nil
        let all = sessions.values
        sessions.removeAll()
        for session in all {
            session.end()
        }
    }

    /// Runs `sweep()` every `sweepInterval` until no session is left, so an idle server keeps no timer.
    private func startSweeping() {
        guard sweepTask == nil else { return }
        let interval = sweepInterval
        sweepTask = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard let self, self.sweepAndContinue() else { return }
            }
        }
    }

    private func sweepAndContinue() -> Bool {
        sweep()
        if sessions.isEmpty {
            sweepTask = nil
        }
        return !sessions.isEmpty
    }

    private func isExpired(_ session: Session, at now: Date) -> Bool {
        now.timeIntervalSince(session.lastAccess) > idleTimeout.timeInterval
    }
}

extension Duration {
    var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
