import LiveWeb
import PresentationLayer

/// The __Title__ scene's addresses: the list (`?selected=` names the selected item) and its Retry.
enum __Scene__Paths {
    static let list = "__path__"
    static let retry = "\(list)/retry"

    /// The address of `route`.
    static func path(for route: __Scene__Destination) -> String {
        switch route {
        case .list(let selectedID): selectedID.map { "\(list)?selected=\($0)" } ?? list
        }
    }

    /// The route `address` names: the list, with the item its `selected` names (none when that is not a whole
    /// number); nil for any other address.
    static func destination(from address: SceneAddress) -> __Scene__Destination? {
        guard address.segments(after: list)?.isEmpty == true else { return nil }
        return .list(selectedID: address.integer("selected"))
    }
}

extension __Scene__Destination: ScreenAddressable {
    /// The list `address` names (`__Scene__Paths.destination(from:)`).
    public init?(screenAddress address: SceneAddress) {
        guard let destination = __Scene__Paths.destination(from: address) else { return nil }
        self = destination
    }

    /// `__Scene__Paths.path(for:)`.
    public var screenAddress: String { __Scene__Paths.path(for: self) }
}
