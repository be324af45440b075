/// Where the __Title__ scene can go; the view ring maps each route to an address (`__path__`).
public enum __Scene__Destination: Hashable, Sendable {
    /// The list of items.
    case list
}
