/// Where the groups come from, as the service writes them: the bundled data (dev) or the groups service.
public protocol MyGroupDataSource: Sendable {
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func fetchMyGroupList() async throws -> [MyGroupDTO]
}
