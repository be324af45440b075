import DomainLayer

/// `BookRepository` over any `BookDataSource` (bundled or remote): maps each DTO to its `Book`.
public struct DataSourceBookRepository: BookRepository {
    private let dataSource: any BookDataSource

    public init(dataSource: any BookDataSource) {
        self.dataSource = dataSource
    }

    public func fetchBookList() async throws -> [Book] {
        try await dataSource.fetchBookList().map { $0.toDomain() }
    }
}
