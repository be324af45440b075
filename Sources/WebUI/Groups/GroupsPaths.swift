import LiveWeb
import PresentationLayer

/// The My groups scene's addresses: the row, its Retry, and the card images, each named by its group (so
/// the same image has one address in every window, and a browser's cache serves it again).
enum GroupsPaths {
    static let list = "/groups"
    static let retry = "\(list)/retry"
    /// A group's image, named by the group's id.
    static let imagePattern = "\(list)/images/:id"

    /// The address of `route`.
    static func path(for route: GroupsDestination) -> String {
        switch route {
        case .list: list
        case .image(let groupID): "\(list)/images/\(PercentEncoding.encode(groupID))"
        }
    }

    /// The route `address` names: the row, or a group's image; nil for any other address, or an id that is not
    /// valid percent-encoding.
    static func destination(from address: SceneAddress) -> GroupsDestination? {
        guard let segments = address.segments(after: list) else { return nil }
        switch (segments.count, segments.first) {
        case (0, _): return .list
        case (2, "images"): return SceneAddress.decoded(segments[segments.startIndex + 1]).map { .image(groupID: $0) }
        default: return nil
        }
    }

    /// The image of the group `groupID`.
    static func image(groupID: String) -> String {
        path(for: .image(groupID: groupID))
    }
}

extension GroupsDestination: ScreenAddressable {
    /// The row of groups `address` names (`GroupsPaths.destination(from:)`); nil for a group's image.
    public init?(screenAddress address: SceneAddress) {
        guard GroupsPaths.destination(from: address) == .list else { return nil }
        self = .list
    }

    /// `GroupsPaths.path(for:)`.
    public var screenAddress: String { GroupsPaths.path(for: self) }
}
