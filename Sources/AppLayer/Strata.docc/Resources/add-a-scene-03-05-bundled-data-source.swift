import DomainLayer
import SampleData

/// The dev phase's items: the bundled dataset, listed by the rule the staging API lists them by.
public struct BundledBookDataSource: BookDataSource {
    private let items: BundledData<[SampleBook]>

    /// - Parameter items: reads the bundled items when a request needs them; a failure is shown on screen.
    public init(items: @escaping @Sendable () throws -> [SampleBook]) {
        self.items = BundledData("Bookshelf items", read: items)
    }

    public func fetchBookList() async throws -> [BookDTO] {
        try Task.checkCancellation()
        return BookshelfCatalog.list(try items.value(), limit: BookshelfCatalog.maximumLimit).map {
            BookDTO(id: $0.id, name: $0.name)
        }
    }
}
