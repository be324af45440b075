/// Where the __Title__ items come from, as the service writes them: the bundled data (dev) or the service.
public protocol __Entity__DataSource: Sendable {
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func fetch__Entity__List() async throws -> [__Entity__DTO]
}
