import DomainLayer

/// `MyGroupRepository` over any `MyGroupDataSource` (bundled or HTTP): maps each DTO to a `MyGroup`.
public struct DataSourceMyGroupRepository: MyGroupRepository {
    private let dataSource: any MyGroupDataSource

    public init(dataSource: any MyGroupDataSource) {
        self.dataSource = dataSource
    }

    public func fetchMyGroupList() async throws -> [MyGroup] {
        let dtos = try await dataSource.fetchMyGroupList()
        return try dtos.map { dto throws(DomainError) in
            do {
                return try dto.toDomain()
            } catch {
                throw DomainError.badData(details: "Group \"\(dto.name)\": \(error)")
            }
        }
    }
}
