/// Where the Bookshelf scene can go; the view ring maps each route to an address (`/bookshelf`).
public enum BookshelfDestination: Hashable, Sendable {
    /// The list of items.
    case list
}
