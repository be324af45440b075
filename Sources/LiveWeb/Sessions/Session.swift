import Foundation
import Synchronization

/// One browser, like one running app: its CSRF token and its windows (one per tab, see ``Window``). User
/// data lives in the app's data directory, so every window of every session shares it; a session holds
/// only what its windows show. A session lives until it has been idle for the limits' timeout; ending it
/// closes its windows.
@MainActor
public final class Session {
    /// The random 128-bit id (32 hex characters) kept in the browser's session cookie.
    public nonisolated let id: String
    /// The token every state-changing request must echo (`_csrf` field or `X-CSRF-Token`): the browser's, signed
    /// with the server's ``CSRFKey``, so it outlives the session.
    public nonisolated let csrfToken: String
    /// When the browser last made a request in this session, on the store's clock. Set off the main actor too:
    /// the store finds a known session for a request without a trip to the main actor (see
    /// ``SessionStore/knownSession(forID:csrfToken:matching:)``).
    public nonisolated var lastAccess: Duration {
        get { .nanoseconds(lastAccessNanoseconds.load(ordering: .relaxed)) }
        set { lastAccessNanoseconds.store(newValue.nanoseconds, ordering: .relaxed) }
    }
    private nonisolated let lastAccessNanoseconds: Atomic<Int64>
    /// Whether the browser has returned the session's cookie (a session is only kept long for those).
    public var isConfirmed = false
    /// Whether the session ended; an ended session keeps no windows.
    public private(set) var isEnded = false

    private var windows: [String: Window] = [:]
    /// Windows handed to the next load of an address (see ``handOver(_:to:)``), by address.
    private var handOvers: [String: (windowID: String, until: Duration)] = [:] {
        didSet {
            let last = handOvers.values.map(\.until).max() ?? .zero
            handOversUntil.store(last.nanoseconds, ordering: .relaxed)
        }
    }
    /// When the last hand-over ends (in nanoseconds on the store's clock; 0 with none), read off the main actor by a
    /// page load that would be served from a cache.
    private nonisolated let handOversUntil = Atomic<Int64>(0)
    /// The windows of pages served from the ``PageCache``, made windows when their stream or an action asks
    /// (see ``addPendingWindow(id:materialise:)``), with when each was added.
    private nonisolated let pendingWindows = Mutex<[String: (materialise: Materialise, added: Duration)]>([:])
    private let maximumWindows: Int
    private let maximumBytes: Int
    private let memory: WindowMemory?
    /// Asked before a window opens whether all windows leave room for it (the store closes the oldest of all
    /// sessions' without a stream first); a window without room is not kept.
    private let admits: @MainActor () -> Bool
    /// Called with each window kept (the store lists it, to close the oldest of all sessions' for the budget).
    private let opened: @MainActor (Session, Window) -> Void
    private let now: @Sendable () -> Duration

    /// A session of one browser, its windows kept within the given limits.
    public nonisolated init(
        id: String, csrfToken: String, maximumWindows: Int, maximumBytes: Int = .max, memory: WindowMemory? = nil,
        admits: @escaping @MainActor () -> Bool = { true },
        opened: @escaping @MainActor (Session, Window) -> Void = { _, _ in },
        now: @escaping @Sendable () -> Duration
    ) {
        self.id = id
        self.csrfToken = csrfToken
        self.now = now
        self.lastAccessNanoseconds = Atomic(now().nanoseconds)
        self.maximumWindows = max(1, maximumWindows)
        self.maximumBytes = maximumBytes
        self.memory = memory
        self.admits = admits
        self.opened = opened
    }

    /// The number of open windows.
    public var windowCount: Int { windows.count }

    /// Whether a window has its live stream open: a tab showing the app, which keeps the session alive.
    public var hasOpenStream: Bool { windows.values.contains { $0.hasOpenStream } }

    /// The bytes the session's windows keep (see ``WindowMemory``).
    public var windowBytes: Int { windows.values.reduce(0) { $0 + $1.bytes.value } }

    /// The session's open windows, in no order.
    public var openWindows: Dictionary<String, Window>.Values { windows.values }

    /// Opens a new window (a page load), closing the least recently used ones (those without an open stream
    /// first) while the session has as many as it may keep, or its windows keep more bytes than it may.
    ///
    /// The window is not kept (``Window/isKept``) when the session has ended (a request that found it before
    /// it ended), or when the windows of all sessions that have an open stream keep more than the budget: its
    /// page is still served, without live updates.
    public func openWindow() -> Window {
        openWindow(id: SessionToken.random())
    }

    private func openWindow(id: String) -> Window {
        guard !isEnded else { return notKeptWindow() }
        if windows.count >= maximumWindows {
            closeLeastRecentlyUsedWindow()
        }
        var bytes = windowBytes
        while bytes > maximumBytes, let closed = closeLeastRecentlyUsedWindow() {
            bytes -= closed
        }
        guard admits() else { return notKeptWindow() }
        let window = Window(id: id, memory: memory, now: now)
        windows[window.id] = window
        opened(self, window)
        return window
    }

    /// A window for one page load that no session lists, counted nowhere.
    private func notKeptWindow() -> Window {
        Window(id: SessionToken.random(), isKept: false, now: now)
    }

    /// Closes the least recently used window, preferring one without an open stream; returns the bytes it
    /// kept, or `nil` when there is no window.
    @discardableResult
    private func closeLeastRecentlyUsedWindow() -> Int? {
        // One pass, without an array of the windows without a stream: this runs at nearly every page load.
        var oldest: Window?
        var oldestWithoutStream: Window?
        for window in windows.values {
            if oldest.map({ window.lastAccess < $0.lastAccess }) ?? true {
                oldest = window
            }
            if !window.hasOpenStream, oldestWithoutStream.map({ window.lastAccess < $0.lastAccess }) ?? true {
                oldestWithoutStream = window
            }
        }
        guard let victim = oldestWithoutStream ?? oldest else { return nil }
        let bytes = victim.bytes.value
        close(victim)
        return bytes
    }

    /// Closes `window`, one of the session's.
    public func close(_ window: Window) {
        guard windows[window.id] === window else { return }
        windows[window.id] = nil
        window.close()
    }

    /// The open window with `id`, marked as used now.
    public func window(id: String) -> Window? {
        guard let window = windows[id] else { return nil }
        window.touch()
        return window
    }

    /// Hands `window` to the next load of `address` (a path and query) in this session, for at most
    /// ``handOverLifetime``: a page without JavaScript that reloads itself, or a form's answer returning to its
    /// page, names its window in the address it loads (`?window=<id>`), never in a link; the server answers with a
    /// redirect to the clean address, and that load shows the window it handed over. A later hand-over of the same
    /// address replaces an earlier one.
    public func handOver(_ window: Window, to address: String) {
        guard windows[window.id] === window else { return }
        let now = now()
        handOvers = handOvers.filter { $0.value.until > now }
        handOvers[address] = (window.id, now + Self.handOverLifetime)
    }

    /// Whether a window waits to be handed to a page load.
    public var hasHandOvers: Bool { !handOvers.isEmpty }

    /// Whether a window may wait to be handed to a page load, read anywhere.
    public nonisolated var mayHaveHandOvers: Bool { now().nanoseconds < handOversUntil.load(ordering: .relaxed) }

    /// What makes a pending window a page's window: its view models, loaded, and its regions.
    public typealias Materialise = @MainActor @Sendable (Window) async -> Void

    /// Adds a pending window with `id`: the window of a page served without one (from the ``PageCache``), which
    /// ``openPendingWindow(id:)`` makes when its stream or an action asks. A session keeps as many pending windows
    /// as windows, dropping the oldest; an idle one goes as an idle window does.
    public nonisolated func addPendingWindow(id: String, materialise: @escaping Materialise) {
        let now = now()
        pendingWindows.withLock { pending in
            if pending.count >= maximumWindows, let oldest = pending.min(by: { $0.value.added < $1.value.added }) {
                pending[oldest.key] = nil
            }
            pending[id] = (materialise, now)
        }
    }

    /// Whether the window `id` is pending.
    public nonisolated func isPending(_ id: String) -> Bool {
        pendingWindows.withLock { $0[id] != nil }
    }

    /// Makes the pending window `id` a window of this session, with its page's view models loaded and its regions
    /// showing what the page shows; nil when no window with that id is pending (or it could not be kept).
    @discardableResult
    public func openPendingWindow(id: String) async -> Window? {
        guard let pending = pendingWindows.withLock({ $0.removeValue(forKey: id) }) else { return nil }
        let window = openWindow(id: id)
        guard window.isKept else { return nil }
        await pending.materialise(window)
        return window.isClosed ? nil : window
    }

    /// Whether a page naming window `id` may be shown in a tab without the app's script, which keeps naming that
    /// window in its forms: the window is pending, or open and never followed by a stream. A page with the script
    /// takes another window when it is served again from the browser's cache (see ``PageCache``).
    public func mayBeShownWithoutScript(windowID id: String) -> Bool {
        if isPending(id) { return true }
        guard let window = windows[id] else { return false }
        return !window.hasHadStream
    }

    /// The window handed to this load of `address`, if it is still open and the hand-over still stands; a
    /// hand-over is taken once.
    public func takeWindow(handedTo address: String) -> Window? {
        guard let handOver = handOvers.removeValue(forKey: address), handOver.until > now() else { return nil }
        return window(id: handOver.windowID)
    }

    /// How long a hand-over waits for its load: the browser follows the redirect at once.
    public static let handOverLifetime: Duration = .seconds(30)

    /// Closes the windows without an open stream that have been idle for longer than `idleTimeout`, and drops the
    /// pending windows added longer ago than that.
    public func closeIdleWindows(now: Duration, idleTimeout: Duration) {
        pendingWindows.withLock { pending in
            pending = pending.filter { now - $0.value.added <= idleTimeout }
        }
        for window in windows.values where !window.hasOpenStream && now - window.lastAccess > idleTimeout {
            windows[window.id] = nil
            window.close()
        }
    }

    /// Closes every window and ends their live streams.
    public func end() {
        guard !isEnded else { return }
        isEnded = true
        pendingWindows.withLock { $0.removeAll() }
        let all = windows.values
        windows.removeAll()
        handOvers.removeAll()
        for window in all {
            window.close()
        }
    }
}
