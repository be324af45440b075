import DomainLayer
import SampleData

/// The dev phase's items: the bundled dataset, listed by the rule the staging API lists them by.
public struct Bundled__Entity__DataSource: __Entity__DataSource {
    private let items: BundledData<[Sample__Entity__]>

    /// - Parameter items: reads the bundled items when a request needs them; a failure is shown on screen.
    public init(items: @escaping @Sendable () throws -> [Sample__Entity__]) {
        self.items = BundledData("__Title__ items", read: items)
    }

    public func fetch__Entity__List() async throws -> [__Entity__DTO] {
        try Task.checkCancellation()
        return __Scene__Catalog.list(try items.value(), limit: __Scene__Catalog.maximumLimit).map {
            __Entity__DTO(id: $0.id, name: $0.name)
        }
    }
}
