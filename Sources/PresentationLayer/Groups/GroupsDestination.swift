/// Where the My groups scene can go; the view ring maps each route to an address (`/groups`).
public enum GroupsDestination: Hashable, Sendable {
    /// The row of the user's groups.
    case list
    /// The image of the group whose id is `groupID`.
    case image(groupID: String)
}
