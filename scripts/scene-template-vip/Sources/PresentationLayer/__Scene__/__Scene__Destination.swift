/// Where the __Title__ scene can go; the view ring maps each route to an address (`__path__`, `__path__?selected=3`).
/// A route carries the data the scene is opened with (Clean Swift's data passing): the router writes it from the
/// scene's data store, and the configurator puts it in the data store of the scene it opens.
public enum __Scene__Destination: Hashable, Sendable {
    /// The list of items, with the item `selectedID` marked (nil: none).
    case list(selectedID: Int?)
}
