/// How the __Title__ interactor hands its responses to the presenter (Clean Swift's presentation logic).
@MainActor
public protocol __Scene__PresentationLogic: AnyObject {
    /// The items are being loaded.
    func presentLoading(response: __Scene__.Loading.Response)
    /// The items came (or the selection changed).
    func presentItems(response: __Scene__.FetchItems.Response)
    /// Loading failed, worded by cause.
    func presentFailure(response: __Scene__.Failure.Response)
}

/// The __Title__ scene's presenter (Clean Swift): turns the interactor's responses into view models for the
/// display, a row per item with the selected one marked. It decides nothing.
@MainActor
public final class __Scene__Presenter: __Scene__PresentationLogic {
    /// The view the view models go to; the view keeps the scene, so the presenter holds it weakly.
    public weak var display: (any __Scene__DisplayLogic)?

    /// A presenter with no display yet (the configurator sets it).
    public init() {}

    public func presentLoading(response: __Scene__.Loading.Response) {
        display?.displayLoading(viewModel: __Scene__.Loading.ViewModel())
    }

    public func presentItems(response: __Scene__.FetchItems.Response) {
        let rows = response.items.map { item in
            __Scene__.DisplayedItem(id: item.id, name: item.name, isSelected: item.id == response.selectedID)
        }
        display?.displayItems(viewModel: __Scene__.FetchItems.ViewModel(rows: rows))
    }

    public func presentFailure(response: __Scene__.Failure.Response) {
        display?.displayFailure(viewModel: __Scene__.Failure.ViewModel(message: response.error))
    }
}
