import Foundation

/// One browser's state, like one running app: its scenes' view models, its live regions and its CSRF
/// token. A session lives until it has been idle for the configured timeout; ending it frees everything.
@MainActor
public final class Session {
    /// The random 128-bit id (32 hex characters) kept in the browser's session cookie.
    public nonisolated let id: String
    /// The random 128-bit token every state-changing request must echo (`_csrf` field or `X-CSRF-Token`).
    public nonisolated let csrfToken: String
    /// When the browser last made a request in this session, on the store's clock.
    var lastAccess: Duration
    /// Whether the session expired; an ended session holds no view models and streams nothing.
    public private(set) var isEnded = false

    private var viewModels: [ViewModelKey: AnyObject] = [:]
    private var liveRegions: [String: LiveRegion] = [:]
    private var endHandlers: [Int: @Sendable () -> Void] = [:]
    private var nextEndHandlerID = 0

    nonisolated init(id: String, csrfToken: String, lastAccess: Duration) {
        self.id = id
        self.csrfToken = csrfToken
        self.lastAccess = lastAccess
    }

    /// The session's view model for `key`, made on first use and kept for the session's lifetime, so a
    /// scene has exactly one view model per browser (the key is scoped by the view model's type).
    public func viewModel<ViewModel: AnyObject>(key: String, make: () -> ViewModel) -> ViewModel {
        let storageKey = ViewModelKey(name: key, type: ObjectIdentifier(ViewModel.self))
        if let existing = viewModels[storageKey] as? ViewModel {
            return existing
        }
        let viewModel = make()
        if !isEnded {
            viewModels[storageKey] = viewModel
        }
        return viewModel
    }

    /// Registers `region` under its id (replacing an earlier one, e.g. on reload) so that
    /// `GET /events?region=<id>` streams it, and returns its current markup for the page.
    @discardableResult
    public func register(_ region: LiveRegion) -> HTML {
        if !isEnded {
            liveRegions[region.id] = region
        }
        return region.markup
    }

    /// The live region registered under `id`, if any.
    public func liveRegion(id: String) -> LiveRegion? {
        liveRegions[id]
    }

    /// Runs `handler` when the session ends (at once, returning `nil`, if it already has); returns a
    /// token for `removeEndHandler(_:)`.
    func addEndHandler(_ handler: @escaping @Sendable () -> Void) -> Int? {
        guard !isEnded else {
            handler()
            return nil
        }
        nextEndHandlerID += 1
        endHandlers[nextEndHandlerID] = handler
        return nextEndHandlerID
    }

    func removeEndHandler(_ token: Int) {
        endHandlers[token] = nil
    }

    /// How many live streams are open (each registers one end handler).
    var openStreamCount: Int { endHandlers.count }

    /// Frees the view models and live regions and ends every live stream of this session.
    func end() {
        guard !isEnded else { return }
        isEnded = true
        viewModels.removeAll()
        liveRegions.removeAll()
        let handlers = endHandlers.values
        endHandlers.removeAll()
        for handler in handlers {
            handler()
        }
    }
}

private struct ViewModelKey: Hashable {
    var name: String
    var type: ObjectIdentifier
}
