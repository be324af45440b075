import Synchronization

/// Every browser's session, by id, within the ``SessionLimits``.
///
/// A session idle for longer than the idle timeout is ended by the sweep task (which runs every sweep
/// interval while there are sessions, and also closes idle windows) or, if its browser returns before the
/// sweep, replaced by a fresh one. A new session is kept in a bounded pool until its browser returns the
/// cookie, so clients that keep no cookies cannot make the server hold more than that pool.
@MainActor
public final class SessionStore {
    /// The limits this store keeps to.
    public nonisolated let limits: SessionLimits
    private let clock: any Clock<Duration>
    /// The time passed on `clock` since the store was made: when each session was last used, and now.
    private nonisolated let now: @Sendable () -> Duration
    /// Sessions whose browser returned the cookie; read off the main actor by ``knownSession(forID:csrfToken:matching:)``,
    /// so a session is found expired and removed in one hold of the lock, never while a request takes it.
    private nonisolated let confirmed = Mutex<[String: Session]>([:])
    /// Sessions whose cookie has not come back yet, and their ids oldest first (ids of sessions confirmed
    /// or ended since are skipped when the pool is trimmed).
    private var unconfirmed: [String: Session] = [:]
    private var unconfirmedOrder: [String] = []
    private var unconfirmedOrderStart = 0
    private var sweepTask: Task<Void, Never>?
    /// What all windows keep, in bytes, against the limits' budget.
    public nonisolated let windowMemory: WindowMemory
    /// Every session's windows in the order they opened, those with an open stream that outlived a closing of the
    /// oldest moved to the front (closed ones are skipped when the oldest are closed); the last is the window
    /// listed last.
    private var windowOrder: [(session: Session, window: Window)] = []
    /// The length at which `windowOrder` drops its closed windows: twice what it kept the last time, so
    /// listing a window costs the same however many closed before it.
    private var windowOrderCompactionLength = 1_024
    private static let minimumWindowOrderCompactionLength = 1_024
    /// Gives memory back to the system after many windows closed.
    private let memoryRelease = MemoryRelease()

    /// Creates an empty store.
    /// - Parameters:
    ///   - limits: how many sessions and windows are kept, and for how long.
    ///   - clock: what idle time and the sweep are measured on; tests pass one they advance by hand.
    public nonisolated init(limits: SessionLimits = SessionLimits(), clock: any Clock<Duration> = ContinuousClock()) {
        self.limits = limits
        self.clock = clock
        self.now = clock.stopwatch()
        self.windowMemory = WindowMemory(budget: limits.maximumWindowBytes)
    }

    /// The number of sessions alive.
    public var count: Int { confirmed.withLock { $0.count } + unconfirmed.count }

    /// The number of windows open in all sessions.
    public var windowCount: Int {
        confirmedSessions.reduce(0) { $0 + $1.windowCount } + unconfirmed.values.reduce(0) { $0 + $1.windowCount }
    }

    /// The session of nearly every request, found without a trip to the main actor: the confirmed session with
    /// `id`, marked as used now, if it is well within the idle timeout (not expired, whatever its streams) and the
    /// windows keep no more than their budget; otherwise `nil`, and ``session(forID:csrfToken:matching:)`` decides.
    /// The trip to the main actor and back was a visible part of every page's CPU time (`scripts/page-cost /`).
    public nonisolated func knownSession(forID id: String?, csrfToken: String?, matching: Bool) -> Session? {
        guard let id, !windowMemory.isOverBudget else { return nil }
        let now = now()
        let idleTimeout = limits.idleTimeout
        return confirmed.withLock { confirmed in
            guard let session = confirmed[id], !matching || csrfToken == session.csrfToken,
                now - session.lastAccess <= idleTimeout
            else { return nil }
            session.lastAccess = now
            return session
        }
    }

    /// The live session with `id` (marked as used now, and kept as its browser returned the cookie), or a new
    /// session when `id` is `nil`, unknown or expired.
    /// - Parameters:
    ///   - id: the session cookie's value; `nil` when the browser sent none.
    ///   - csrfToken: the token of a new session (see ``CSRFKey``); `nil` for a random one.
    ///   - matching: whether the session must have `csrfToken` (the browser is known): a session made with
    ///     another is not this browser's, and a new one is started.
    public func session(
        forID id: String?, csrfToken: String? = nil, matching: Bool = false
    ) -> (session: Session, isNew: Bool) {
        if windowMemory.isOverBudget {
            closeOldestWindows()
        }
        let now = now()
        if let id, let session = confirmed.withLock({ $0[id] }) ?? unconfirmed[id],
            !matching || csrfToken == session.csrfToken
        {
            if !removeIfExpired(session, at: now) {
                session.lastAccess = now
                if !session.isConfirmed {
                    confirm(session)
                }
                return (session, false)
            }
        }
        let session = Session(
            id: SessionToken.random(), csrfToken: csrfToken ?? SessionToken.random(),
            maximumWindows: limits.maximumWindowsPerSession, maximumBytes: limits.maximumWindowBytesPerSession,
            memory: windowMemory, admits: { [weak self] in self?.hasRoomForAWindow() ?? true },
            opened: { [weak self] in self?.list($1, of: $0) }, now: self.now)
        unconfirmed[session.id] = session
        unconfirmedOrder.append(session.id)
        trimUnconfirmed()
        startSweeping()
        return (session, true)
    }

    /// Ends every session and its live streams (at shutdown).
    public func endAll() {
        sweepTask?.cancel()
        sweepTask = nil
        let all =
            confirmed.withLock { confirmed in
                defer { confirmed.removeAll() }
                return Array(confirmed.values)
            } + Array(unconfirmed.values)
        unconfirmed.removeAll()
        unconfirmedOrder.removeAll()
        unconfirmedOrderStart = 0
        windowOrder.removeAll()
        for session in all {
            session.end()
        }
    }

    /// The number of windows listed in opening order, closed ones not yet dropped included (for tests).
    public var listedWindowCount: Int { windowOrder.count }

    /// The open windows of every session (for tests: the windows ``windowMemory`` counts, and those it can close).
    public var openWindows: [Window] {
        (confirmedSessions + Array(unconfirmed.values)).flatMap(\.openWindows)
    }

    /// The open windows in the order the budget closes them (for tests: every open window must be among them).
    public var windowsInClosingOrder: [Window] {
        windowOrder.map(\.window).filter { !$0.isClosed }
    }

    /// The window listed last, if it is open, which the budget spares (for tests).
    public var lastListedWindow: Window? {
        windowOrder.last.flatMap { $0.window.isClosed ? nil : $0.window }
    }

    /// Lists a window just opened. A session closes its least recently used window as it opens one beyond
    /// its limit, so a browser loading pages at thousands a second closes as many windows: the list drops them
    /// as it grows, not only at the sweep, or it would keep every closed window (and its memory) until then.
    private func list(_ window: Window, of session: Session) {
        windowOrder.append((session, window))
        if windowOrder.count >= windowOrderCompactionLength {
            dropClosedWindows()
        }
    }

    /// Drops the closed windows from the opening order, and gives their memory back.
    private func dropClosedWindows() {
        let listed = windowOrder.count
        windowOrder.removeAll { $0.window.isClosed }
        windowOrderCompactionLength = max(Self.minimumWindowOrderCompactionLength, windowOrder.count * 2)
        memoryRelease.windowsClosed(listed - windowOrder.count)
    }

    /// Whether all windows keep no more than the budget once the oldest without a stream are closed: a new
    /// window is kept only then (see ``Session/openWindow()``).
    private func hasRoomForAWindow() -> Bool {
        if windowMemory.isOverBudget {
            closeOldestWindows()
        }
        return !windowMemory.isOverBudget
    }

    /// Closes the windows opened longest ago, of any session, until all windows keep no more bytes than the
    /// budget. A window with an open stream (a tab showing the app) is never closed for the budget: closing it
    /// would reload its page into another window. Nor is the window listed last, whose page has just been served
    /// and whose stream may not be open yet: when the windows with a stream leave less room than its page, it
    /// would be closed as its stream opens, and its page reloaded into another window that would be too.
    private func closeOldestWindows() {
        // The windows with a stream passed over move to the front, oldest first, in the same pass.
        var streaming = 0
        var index = 0
        var closed = 0
        while windowMemory.isOverBudget, index < windowOrder.count - 1 {
            let entry = windowOrder[index]
            index += 1
            guard !entry.window.isClosed else { continue }
            if entry.window.hasOpenStream {
                windowOrder[streaming] = entry
                streaming += 1
                continue
            }
            entry.session.close(entry.window)
            closed += 1
        }
        windowOrder.removeSubrange(streaming..<index)
        memoryRelease.windowsClosed(closed)
    }

    /// Keeps `session` as its browser returned the cookie, ending the least recently used other session beyond
    /// the limit: one without an open stream, as a tab showing the app keeps its session alive (unless every
    /// other session has one).
    private func confirm(_ session: Session) {
        unconfirmed[session.id] = nil
        session.isConfirmed = true
        let maximumSessions = limits.maximumSessions
        let oldest = confirmed.withLock { confirmed -> Session? in
            confirmed[session.id] = session
            guard confirmed.count > maximumSessions else { return nil }
            return Self.leastRecentlyUsed(of: confirmed.values, sparing: session)
        }
        if let oldest {
            remove(oldest)
        }
    }

    /// The least recently used of `sessions` but `spared` without an open stream, else the least recently used.
    /// One pass, which asks for streams only of a session older than the oldest without one so far.
    private static func leastRecentlyUsed(
        of sessions: Dictionary<String, Session>.Values, sparing spared: Session
    ) -> Session? {
        var oldest: Session?
        var oldestWithoutStream: Session?
        for session in sessions where session !== spared {
            if oldest.map({ session.lastAccess < $0.lastAccess }) ?? true {
                oldest = session
            }
            if oldestWithoutStream.map({ session.lastAccess < $0.lastAccess }) ?? true, !session.hasOpenStream {
                oldestWithoutStream = session
            }
        }
        return oldestWithoutStream ?? oldest
    }

    /// The confirmed sessions, at this moment.
    private var confirmedSessions: [Session] { confirmed.withLock { Array($0.values) } }

    /// Ends the oldest unconfirmed sessions beyond the pool's size.
    private func trimUnconfirmed() {
        while unconfirmed.count > limits.maximumNewSessions, unconfirmedOrderStart < unconfirmedOrder.count {
            let id = unconfirmedOrder[unconfirmedOrderStart]
            unconfirmedOrderStart += 1
            if let session = unconfirmed[id] {
                remove(session)
            }
        }
        // The order list is compacted once its skipped head outgrows the live part.
        if unconfirmedOrderStart > 64, unconfirmedOrderStart * 2 > unconfirmedOrder.count {
            unconfirmedOrder.removeFirst(unconfirmedOrderStart)
            unconfirmedOrderStart = 0
            unconfirmedOrder.removeAll { unconfirmed[$0] == nil }
        }
    }

    private func remove(_ session: Session) {
        confirmed.withLock { $0[session.id] = nil }
        unconfirmed[session.id] = nil
        session.end()
    }

    /// Removes and ends `session` if it has been idle for longer than the timeout, unless it has an open live
    /// stream (a tab showing the app); returns whether it did. Decided in one hold of the lock requests find
    /// sessions under off the main actor.
    private func removeIfExpired(_ session: Session, at now: Duration) -> Bool {
        let hasOpenStream = session.hasOpenStream
        let idleTimeout = limits.idleTimeout
        let expired = confirmed.withLock { confirmed in
            // Checked under the lock, as `knownSession` marks a session used under it.
            guard now - session.lastAccess > idleTimeout, !hasOpenStream else { return false }
            confirmed[session.id] = nil
            return true
        }
        guard expired else { return false }
        remove(session)
        return true
    }

    /// Ends every session that has been idle for longer than the timeout, and closes idle windows.
    private func sweep() {
        let now = now()
        for session in confirmedSessions + Array(unconfirmed.values)
        where !removeIfExpired(session, at: now) {
            session.closeIdleWindows(now: now, idleTimeout: limits.windowIdleTimeout)
        }
        if unconfirmed.isEmpty {
            unconfirmedOrder.removeAll()
            unconfirmedOrderStart = 0
        }
        dropClosedWindows()
    }

    /// Runs `sweep()` every sweep interval until no session is left, so an idle server keeps no timer.
    private func startSweeping() {
        guard sweepTask == nil else { return }
        let interval = limits.sweepInterval
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
        if count == 0 {
            sweepTask = nil
        }
        return count > 0
    }
}

extension Clock {
    /// Reads the time passed on this clock since the call.
    func stopwatch() -> @Sendable () -> Duration {
        let start = now
        return { start.duration(to: self.now) }
    }
}
