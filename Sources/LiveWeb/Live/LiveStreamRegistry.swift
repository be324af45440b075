import Logging
import Synchronization

/// The open live-update streams, by session, within ``LiveStreamLimits``: a session's stream beyond its cap
/// ends the session's oldest; a stream beyond the cap of all is refused.
public final class LiveStreamRegistry: Sendable {
    /// Why an open stream is ended by the registry.
    public enum Ending: Sendable {
        /// A newer stream of the same session took its place.
        case superseded
        /// The server is stopping.
        case serverStopping
    }

    /// An open stream's place; dropping it (or `release()`) frees the place.
    public final class Ticket: Sendable {
        fileprivate let id: Int
        private let registry: LiveStreamRegistry

        fileprivate init(id: Int, registry: LiveStreamRegistry) {
            self.id = id
            self.registry = registry
        }

        /// Ends the ticket's count; called once its stream ends.
        public func release() {
            registry.release(id)
        }

        deinit {
            registry.release(id)
        }
    }

    private struct Stream {
        var sessionID: String
        var end: @Sendable (Ending) -> Void
    }

    private struct State {
        var nextID = 0
        /// Open streams by id; ids grow, so a lower id is an older stream.
        var streams: [Int: Stream] = [:]
        var bySession: [String: [Int]] = [:]
        var lastWarning: ContinuousClock.Instant?
    }

    /// The most streams one session keeps open; a newer one ends its oldest.
    public let maximumPerSession: Int
    /// The most streams open at once; one more is refused.
    public let maximum: Int
    private let logger: Logger
    private let state = Mutex(State())

    /// A registry of no stream yet, within the two caps; a refusal is logged on `logger`.
    public init(maximumPerSession: Int, maximum: Int, logger: Logger) {
        self.maximumPerSession = max(1, maximumPerSession)
        self.maximum = max(1, maximum)
        self.logger = logger
    }

    /// The number of open streams.
    public var count: Int { state.withLock { $0.streams.count } }

    /// A place for a new stream of `sessionID`, ending the session's oldest streams beyond its cap (`end` is
    /// called when this one is ended in turn), or `nil` when all places are taken.
    public func open(sessionID: String, end: @escaping @Sendable (Ending) -> Void) -> Ticket? {
        let (id, superseded, warn) = state.withLock { state -> (Int?, [Stream], Bool) in
            var superseded: [Stream] = []
            var ids = state.bySession[sessionID] ?? []
            while ids.count >= maximumPerSession {
                if let stream = state.streams.removeValue(forKey: ids.removeFirst()) {
                    superseded.append(stream)
                }
            }
            guard state.streams.count < maximum else {
                state.bySession[sessionID] = ids.isEmpty ? nil : ids
                let now = ContinuousClock.now
                if let last = state.lastWarning, now - last < .seconds(60) { return (nil, superseded, false) }
                state.lastWarning = now
                return (nil, superseded, true)
            }
            state.nextID += 1
            state.streams[state.nextID] = Stream(sessionID: sessionID, end: end)
            ids.append(state.nextID)
            state.bySession[sessionID] = ids
            return (state.nextID, superseded, false)
        }
        for stream in superseded {
            stream.end(.superseded)
        }
        if warn {
            logger.warning(
                "Live stream limit reached: new streams are refused until one ends",
                metadata: ["limit": "\(maximum)"])
        }
        return id.map { Ticket(id: $0, registry: self) }
    }

    /// Ends every open stream (the server is stopping), before their windows close: a page is not told its
    /// window is gone, which would reload it from a server that is going away.
    public func endAll() {
        let streams = state.withLock { state in
            defer {
                state.streams.removeAll()
                state.bySession.removeAll()
            }
            return Array(state.streams.values)
        }
        for stream in streams {
            stream.end(.serverStopping)
        }
    }

    fileprivate func release(_ id: Int) {
        state.withLock { state in
            guard let stream = state.streams.removeValue(forKey: id) else { return }
            state.bySession[stream.sessionID]?.removeAll { $0 == id }
            if state.bySession[stream.sessionID]?.isEmpty == true {
                state.bySession[stream.sessionID] = nil
            }
        }
    }
}
