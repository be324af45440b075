/// The user's groups, from the bundled data or the groups service.
public protocol MyGroupRepository: Sendable {
    /// Every group, in the service's order.
    /// - Throws: `DomainError` (e.g. `badData` for a malformed date), or `CancellationError` when cancelled.
    func fetchMyGroupList() async throws -> [MyGroup]
}

/// The images of group cards.
public protocol MyGroupImagesRepository: Sendable {
    /// The image of `group` (named by its `image` reference).
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func image(for group: MyGroup) async throws -> ImageData
}
