import DomainLayer

/// What the __Title__ interactor asks of its worker; a test gives the interactor a spy instead.
public protocol __Scene__WorkerLogic: Sendable {
    /// Every item, in the service's order.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func fetchItems() async throws -> [__Entity__]
}

/// The __Title__ scene's worker (Clean Swift): where the domain's use cases are called and composed, so the
/// interactor keeps only the scene's flow and knows nothing of where the items come from.
public struct __Scene__Worker: __Scene__WorkerLogic {
    private let fetchList: any Fetch__Entity__ListUseCase

    /// A worker that fetches through `fetchList`.
    public init(fetchList: any Fetch__Entity__ListUseCase) {
        self.fetchList = fetchList
    }

    public func fetchItems() async throws -> [__Entity__] {
        try await fetchList.execute()
    }
}
