import PresentationLayer

/// The My groups scene's addresses: the row, its Retry, and the card images, each named by its group (so
/// the same image has one address in every window, and a browser's cache serves it again).
enum GroupsPaths {
    static let list = "/groups"
    static let retry = "\(list)/retry"
    /// A group's image, named by the group's id.
    static let imagePattern = "\(list)/images/:id"

    /// The address of `route`.
    static func path(for route: GroupsRoute) -> String {
        switch route {
        case .list: list
        case .image(let groupID): "\(list)/images/\(PercentEncoding.encode(groupID))"
        }
    }

    /// The image of the group `groupID`.
    static func image(groupID: String) -> String {
        path(for: .image(groupID: groupID))
    }
}
