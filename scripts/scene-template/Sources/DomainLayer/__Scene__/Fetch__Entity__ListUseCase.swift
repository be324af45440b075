/// Fetches the items of the __Title__ list.
public protocol Fetch__Entity__ListUseCase: Sendable {
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func execute() async throws -> [__Entity__]
}

/// `Fetch__Entity__ListUseCase` over the scene's `__Entity__Repository`.
public struct Fetch__Entity__ListInteractor: Fetch__Entity__ListUseCase {
    private let repository: any __Entity__Repository

    public init(repository: any __Entity__Repository) {
        self.repository = repository
    }

    public func execute() async throws -> [__Entity__] {
        try await repository.fetch__Entity__List()
    }
}
