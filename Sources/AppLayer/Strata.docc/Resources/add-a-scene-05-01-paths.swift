import LiveWeb
import PresentationLayer

/// The Bookshelf scene's addresses: the list and its Retry.
enum BookshelfPaths {
    static let list = "/bookshelf"
    static let retry = "\(list)/retry"

    /// The address of `route`.
    static func path(for route: BookshelfDestination) -> String {
        switch route {
        case .list: list
        }
    }

    /// The route `address` names: the list; nil for any other address.
    static func destination(from address: SceneAddress) -> BookshelfDestination? {
        address.segments(after: list)?.isEmpty == true ? .list : nil
    }
}
