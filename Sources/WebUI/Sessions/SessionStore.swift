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
    private let clock: any Clock<Duration>
    /// The time passed on `clock` since the store was made: when each session was last used, and now.
    private let now: @Sendable () -> Duration
    private var sessions: [String: Session] = [:]
    private var sweepTask: Task<Void, Never>?

    /// Creates an empty store.
    /// - Parameters:
    ///   - idleTimeout: how long a session may stay unused before it is ended.
    ///   - sweepInterval: how often the sweep task looks for idle sessions.
    ///   - clock: what idle time and the sweep are measured on; tests pass one they advance by hand.
    public nonisolated init(
        idleTimeout: Duration = .seconds(30 * 60),
        sweepInterval: Duration = .seconds(60),
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.idleTimeout = idleTimeout
        self.sweepInterval = sweepInterval
        self.clock = clock
        self.now = clock.stopwatch()
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
    private func sweep() {
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
        let clock = clock
        sweepTask = Task { [weak self] in
            while !Task.isCancelled {
                try? await clock.sleep(for: interval)
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

    private func isExpired(_ session: Session, at now: Duration) -> Bool {
        now - session.lastAccess > idleTimeout
    }
}

extension Clock {
    /// Reads the time passed on this clock since the call.
    fileprivate func stopwatch() -> @Sendable () -> Duration {
        let start = now
        return { start.duration(to: self.now) }
    }
}
