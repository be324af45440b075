/// Where the __Title__ view can go (Clean Swift's routing logic).
@MainActor
public protocol __Scene__RoutingLogic: AnyObject {
    /// To the list's address with the selected item, so the item chosen is the one a reload or a link shows.
    func routeToSelectedItem()
}

/// The __Title__ router's access to its scene's data store (Clean Swift's data passing).
@MainActor
public protocol __Scene__DataPassing: AnyObject {
    var dataStore: (any __Scene__DataStore)? { get }
}

/// The __Title__ scene's router (Clean Swift): routes with the selected item from the data store, and puts the
/// data a route brings into the data store.
@MainActor
public final class __Scene__Router: __Scene__RoutingLogic, __Scene__DataPassing {
    /// The view that goes where the router says; it keeps the scene, so the router holds it weakly.
    public weak var display: (any __Scene__DisplayLogic)?
    /// The scene's interactor, whose data the routes pass on.
    public weak var dataStore: (any __Scene__DataStore)?

    /// A router with no display or data store yet (the configurator sets them).
    public init() {}

    public func routeToSelectedItem() {
        display?.display(route: .list(selectedID: dataStore?.selectedID))
    }

    /// Puts the item `route` selects into `dataStore`.
    public func passData(from route: __Scene__Destination, to dataStore: any __Scene__DataStore) {
        guard case .list(let selectedID) = route else { return }
        dataStore.selectedID = selectedID
    }
}
