import DomainLayer

/// `__Entity__Repository` over any `__Entity__DataSource` (bundled or remote): maps each DTO to its `__Entity__`.
public struct DataSource__Entity__Repository: __Entity__Repository {
    private let dataSource: any __Entity__DataSource

    public init(dataSource: any __Entity__DataSource) {
        self.dataSource = dataSource
    }

    public func fetch__Entity__List() async throws -> [__Entity__] {
        try await dataSource.fetch__Entity__List().map { $0.toDomain() }
    }
}
