/// The __Title__ items, from the bundled data or the service.
public protocol __Entity__Repository: Sendable {
    /// Every item, in the service's order.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func fetch__Entity__List() async throws -> [__Entity__]
}
