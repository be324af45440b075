import Foundation

/// One tab of a browser: a window scene of the running app, as iPadOS gives an app several windows.
///
/// Every page load opens a window with its own scene view models and live regions (a page served from the
/// ``PageCache`` opens it when its stream or an action asks: ``Session/openPendingWindow(id:)``); the session it
/// belongs to is the running app, whose user data (the data directory, recent queries, bookmarks) every window shares.
/// The page names its window (`<meta name="strata-window">`), and so do its actions (`X-Strata-Window`) and
/// the event stream that follows it (`/events?window=…`, which the browser's windows share). A window is
/// closed when its tab has gone away (no open stream and idle for the session limits' `windowIdleTimeout`),
/// when its session ends, when the session opens more windows than it may keep, or, without an open stream,
/// when all windows keep more than their budget.
@MainActor
public final class Window {
    /// The random 128-bit id (32 hex characters) the page, its actions and its stream carry.
    public nonisolated let id: String
    /// Whether its session keeps the window. One opened as its session ended, or while the windows with an open
    /// stream alone keep more than the budget, is not kept: its page is served, but names no window (so it has
    /// no live updates, and its actions follow their links), and nothing it keeps is counted.
    public nonisolated let isKept: Bool
    /// When the window was last used (opened, acted on, or its stream open), on the store's clock.
    public var lastAccess: Duration
    /// Whether the window was closed; a closed window holds no view models and streams nothing.
    public private(set) var isClosed = false

    /// The view models, one per type: a window shows one screen of a scene, whose view model types are its own.
    private var viewModels: [ObjectIdentifier: AnyObject] = [:]
    /// The live regions, in page order.
    private(set) var regions: [LiveRegion] = []
    /// The address of what the window shows, which the page's script puts in the location bar.
    private(set) var address: (@MainActor () -> String)?
    /// The address the location bar shows: the page's, or the last one its stream sent.
    public var shownAddress: String?
    private var closeHandlers: [Int: @Sendable () -> Void] = [:]
    /// Those waiting in ``streamsEnded()``.
    private var streamsEndedWaiters: [CheckedContinuation<Void, Never>] = []
    private var nextCloseHandlerID = 0

    /// What the window keeps in memory, in bytes: the page it rendered and the updates sent to it since.
    public nonisolated let bytes: WindowBytes

    /// The time on the store's clock.
    private let now: @Sendable () -> Duration

    /// A window whose bytes count into `memory`; one not kept (`isKept` false) counts nowhere.
    public nonisolated init(
        id: String, memory: WindowMemory? = nil, isKept: Bool = true, now: @escaping @Sendable () -> Duration
    ) {
        self.id = id
        self.isKept = isKept
        self.bytes = WindowBytes(memory: isKept ? memory : nil)
        self.now = now
        self.lastAccess = now()
    }

    /// Marks the window as used now.
    public func touch() {
        lastAccess = now()
    }

    /// The window's view model of type `ViewModel`, made on first use and kept while the window is open.
    public func viewModel<ViewModel: AnyObject>(make: () -> ViewModel) -> ViewModel {
        let storageKey = ObjectIdentifier(ViewModel.self)
        if let existing = viewModels[storageKey] as? ViewModel {
            return existing
        }
        let viewModel = make()
        if !isClosed {
            viewModels[storageKey] = viewModel
        }
        return viewModel
    }

    /// Adds `region` to the window's stream (replacing one with the same id) and returns its markup for the
    /// page, to be rendered off the main actor; what the page shows is what later updates start from.
    @discardableResult
    public func register(_ region: LiveRegion) -> LiveRegion.Markup {
        if !isClosed {
            regions.removeAll { $0.id == region.id }
            regions.append(region)
        }
        return region.markup
    }

    /// Follows the address of what the window shows: with JavaScript, the page's location changes with it
    /// (`history.replaceState`), so a reload or a copied link opens the same screen.
    public func follow(address: @escaping @MainActor () -> String) {
        self.address = address
        shownAddress = address()
    }

    /// The number of the window's newest live stream: a window follows only its newest (``beginStream()``).
    private var streamNumber = 0

    /// Starts following the window for a new live stream, which takes it from any older one; returns the
    /// stream's number for ``isStreaming(_:)``.
    public func beginStream() -> Int {
        streamNumber += 1
        return streamNumber
    }

    /// Whether the stream numbered `number` is still the one following the open window.
    public func isStreaming(_ number: Int) -> Bool {
        !isClosed && streamNumber == number
    }

    /// Whether a live stream is open for this window.
    public var hasOpenStream: Bool { !closeHandlers.isEmpty }

    /// Whether a live stream ever followed this window: its page runs the app's script.
    public var hasHadStream: Bool { streamNumber > 0 }

    /// Runs `handler` when the window closes (at once, returning `nil`, if it already has); returns a token
    /// for `removeCloseHandler(_:)`.
    public func addCloseHandler(_ handler: @escaping @Sendable () -> Void) -> Int? {
        guard !isClosed else {
            handler()
            return nil
        }
        nextCloseHandlerID += 1
        closeHandlers[nextCloseHandlerID] = handler
        return nextCloseHandlerID
    }

    /// Removes a close handler (its stream ended); the window's idle time starts now.
    public func removeCloseHandler(_ token: Int) {
        closeHandlers[token] = nil
        touch()
        resumeIfNoStream()
    }

    /// Returns once no live stream is open for the window (at once when none is), so a caller waits on the
    /// stream's end rather than on time.
    public func streamsEnded() async {
        guard hasOpenStream else { return }
        await withCheckedContinuation { streamsEndedWaiters.append($0) }
    }

    private func resumeIfNoStream() {
        guard !hasOpenStream else { return }
        let waiters = streamsEndedWaiters
        streamsEndedWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Frees the view models and regions and ends the window's live stream.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        bytes.close()
        viewModels.removeAll()
        regions.removeAll()
        address = nil
        let handlers = closeHandlers.values
        closeHandlers.removeAll()
        for handler in handlers {
            handler()
        }
        resumeIfNoStream()
    }
}
