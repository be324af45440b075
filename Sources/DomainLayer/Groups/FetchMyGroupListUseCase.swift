/// Fetches the user's groups for the My groups row.
public protocol FetchMyGroupListUseCase: Sendable {
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func execute() async throws -> [MyGroup]
}

/// `FetchMyGroupListUseCase` over a `MyGroupRepository`.
public struct FetchMyGroupListInteractor: FetchMyGroupListUseCase {
    private let groups: any MyGroupRepository

    public init(groups: any MyGroupRepository) {
        self.groups = groups
    }

    public func execute() async throws -> [MyGroup] {
        try await groups.fetchMyGroupList()
    }
}
