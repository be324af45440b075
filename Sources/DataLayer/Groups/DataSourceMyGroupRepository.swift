import DomainLayer
import Logging

/// `MyGroupRepository` over any `MyGroupDataSource` (bundled or HTTP): maps each DTO to a `MyGroup`. A group
/// whose date cannot be read is skipped and logged, not fatal for the row.
public struct DataSourceMyGroupRepository: MyGroupRepository {
    private let dataSource: any MyGroupDataSource
    private let logger: Logger

    public init(dataSource: any MyGroupDataSource, logger: Logger = Logger(label: "strata.groups")) {
        self.dataSource = dataSource
        self.logger = logger
    }

    public func fetchMyGroupList() async throws -> [MyGroup] {
        let dtos = try await dataSource.fetchMyGroupList()
        let groups = dtos.compactMap { try? $0.toDomain() }
        if groups.count < dtos.count {
            logger.warning(
                "Skipped groups whose date could not be read",
                metadata: ["skipped": "\(dtos.count - groups.count)", "kept": "\(groups.count)"])
        }
        return groups
    }
}
