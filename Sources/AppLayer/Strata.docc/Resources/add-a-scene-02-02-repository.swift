/// The Bookshelf items, from the bundled data or the service.
public protocol BookRepository: Sendable {
    /// Every item, in the service's order.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func fetchBookList() async throws -> [Book]
}
