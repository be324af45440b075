import Networking

/// The groups service (`GET {GROUPS_BASE_URL}/groups`): the staging API in alpha, the configured service in
/// real.
public struct RemoteMyGroupDataSource: MyGroupDataSource {
    private let service: DataTransferService

    /// - Parameter service: a service whose base URL is the groups service.
    public init(service: DataTransferService) {
        self.service = service
    }

    public func fetchMyGroupList() async throws -> [MyGroupDTO] {
        let answer: LossyList<MyGroupDTO>
        do {
            answer = try await service.request(GroupsEndpoints.myGroups())
        } catch {
            throw APIErrorReader.plain.domainError(for: error)
        }
        let groups = answer.prefix(MyGroupDTO.maximumGroups)
        if groups.skipped > 0 {
            service.logger.warning(
                "Skipped groups that could not be read",
                metadata: ["skipped": "\(groups.skipped)", "kept": "\(groups.elements.count)"])
        }
        return groups.elements
    }
}
