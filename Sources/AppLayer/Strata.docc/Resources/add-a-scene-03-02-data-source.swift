/// Where the Bookshelf items come from, as the service writes them: the bundled data (dev) or the service.
public protocol BookDataSource: Sendable {
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func fetchBookList() async throws -> [BookDTO]
}
