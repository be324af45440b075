/// What a window's page waits for before its first paint (``LiveRequestContext/windowPage(for:open:show:)``): a
/// view model's running work. An app adapts its view models to it (WebUI does for PresentationLayer's).
public protocol PageSettling: Sendable {
    /// True when no work runs now, so a page has nothing to wait for; false when some may.
    @MainActor var isSettled: Bool { get }

    /// Returns once no work runs (at once when none does), or when the waiting task is cancelled.
    func settled() async

    /// The type a request's trace names for the view model's load: an adapter names what it adapts.
    static var tracedType: Any.Type { get }

    /// True when the page may show a failure (its load failed): such a page is not kept to be served again.
    @MainActor var mayShowFailure: Bool { get }
}

extension PageSettling {
    public static var tracedType: Any.Type { Self.self }

    /// A model that never fails.
    @MainActor public var mayShowFailure: Bool { false }
}

extension SettlePolicy {
    /// Returns once `model` settled or the timeout passed, whichever comes first: `true` when it settled. It
    /// waits for the model's work, not for its state.
    @MainActor
    @discardableResult
    public func wait(for model: some PageSettling) async -> Bool {
        await wait(isSettled: model.isSettled) { await model.settled() }
    }
}
