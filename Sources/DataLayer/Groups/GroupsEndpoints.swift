import Networking

/// The endpoints of the groups service.
enum GroupsEndpoints {
    /// `GET {groups}/groups` — `[{image, name, date}]`.
    static func myGroups() -> Endpoint<LossyList<MyGroupDTO>> {
        Endpoint(path: "/groups", decoder: .json())
    }
}
