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

extension BookshelfDestination: ScreenAddressable {
    /// The list `address` names (`BookshelfPaths.destination(from:)`).
    public init?(screenAddress address: SceneAddress) {
        guard let destination = BookshelfPaths.destination(from: address) else { return nil }
        self = destination
    }

    /// `BookshelfPaths.path(for:)`.
    public var screenAddress: String { BookshelfPaths.path(for: self) }
}
