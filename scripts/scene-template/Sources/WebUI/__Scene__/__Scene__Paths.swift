import LiveWeb
import PresentationLayer

/// The __Title__ scene's addresses: the list and its Retry.
enum __Scene__Paths {
    static let list = "__path__"
    static let retry = "\(list)/retry"

    /// The address of `route`.
    static func path(for route: __Scene__Destination) -> String {
        switch route {
        case .list: list
        }
    }

    /// The route `address` names: the list; nil for any other address.
    static func destination(from address: SceneAddress) -> __Scene__Destination? {
        address.segments(after: list)?.isEmpty == true ? .list : nil
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
