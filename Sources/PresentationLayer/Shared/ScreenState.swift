/// What a screen is doing, in every scene: nothing yet, loading, loaded, or failed. The cases are mutually
/// exclusive, so a screen can never show a spinner and an error at once.
///
/// A screen's `State` keeps what it shows beside it (rows, a page, cards), so a load and a failure keep showing
/// what was shown before them and Retry asks again for what failed. `Load` says what a load asks for: how it
/// shows (`ListLoad`) or which page (an offset).
public enum ScreenState<Load: Hashable & Sendable>: Hashable, Sendable {
    /// Not shown yet: nothing asked.
    case idle
    /// `Load` is on its way; what was shown stays visible.
    case loading(Load)
    /// The last load succeeded.
    case loaded
    /// Loading `Load` failed, worded for the user; what was shown stays visible, and Retry asks for `Load` again.
    case failed(ErrorMessage, of: Load)

    /// True while a load is on its way.
    public var isLoading: Bool {
        if case .loading = self { true } else { false }
    }

    /// What the running or failed load asks for; nil when idle or loaded.
    public var load: Load? {
        switch self {
        case .loading(let load), .failed(_, let load): load
        case .idle, .loaded: nil
        }
    }

    /// The failure shown, if the last load failed.
    public var failure: ErrorMessage? {
        if case .failed(let message, _) = self { message } else { nil }
    }
}

/// How a list's load shows, the same in every list.
public enum ListLoad: Hashable, Sendable {
    /// The first page with nothing shown yet: the screen's loading indicator.
    case fullScreen
    /// The first page again (a refresh or a retry): what is shown stays until the page replaces it.
    case refresh
    /// The page after the rows: an indicator under them.
    case nextPage
}
