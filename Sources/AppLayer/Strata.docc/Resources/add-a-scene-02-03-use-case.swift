/// Fetches the items of the Bookshelf list.
public protocol FetchBookListUseCase: Sendable {
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func execute() async throws -> [Book]
}

/// `FetchBookListUseCase` over the scene's `BookRepository`.
public struct FetchBookListInteractor: FetchBookListUseCase {
    private let repository: any BookRepository

    public init(repository: any BookRepository) {
        self.repository = repository
    }

    public func execute() async throws -> [Book] {
        try await repository.fetchBookList()
    }
}
