/// What the __Title__ scene's view shows (Clean Swift's display logic): each view ring implements it, and the
/// presenter calls it with view models.
@MainActor
public protocol __Scene__DisplayLogic: AnyObject {
    /// The items are on their way; what was shown stays until they come.
    func displayLoading(viewModel: __Scene__.Loading.ViewModel)
    /// The items, the selected one marked.
    func displayItems(viewModel: __Scene__.FetchItems.ViewModel)
    /// Loading failed: the cause to word, with the items shown before kept; the user can retry.
    func displayFailure(viewModel: __Scene__.Failure.ViewModel)
    /// Goes to `route` (the router calls it).
    func display(route: __Scene__Destination)
}

/// What a __Title__ view shows, in any ring: the presenter's view models as they come, with the rows shown before
/// kept while the items load and after a failure. A view keeps one and passes each `display…` call on to it.
public struct __Scene__ViewState: Hashable, Sendable {
    /// The rows shown; a load and a failure keep them.
    public var rows: [__Scene__.DisplayedItem]
    /// Idle, loading, loaded, or failed with the load that Retry asks for again.
    public var status: ScreenState<ListLoad>

    /// Creates a state; the defaults are the view before its first load.
    public init(rows: [__Scene__.DisplayedItem] = [], status: ScreenState<ListLoad> = .idle) {
        self.rows = rows
        self.status = status
    }

    public mutating func displayLoading(viewModel: __Scene__.Loading.ViewModel) {
        status = .loading(rows.isEmpty ? .fullScreen : .refresh)
    }

    public mutating func displayItems(viewModel: __Scene__.FetchItems.ViewModel) {
        self = __Scene__ViewState(rows: viewModel.rows, status: .loaded)
    }

    public mutating func displayFailure(viewModel: __Scene__.Failure.ViewModel) {
        status = .failed(viewModel.message, of: rows.isEmpty ? .fullScreen : .refresh)
    }
}
