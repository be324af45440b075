import DomainLayer
import SampleData

/// The dev phase's groups: the bundled dataset, listed as the staging API lists it (without the staging
/// server's address in front of the image paths).
public struct BundledMyGroupDataSource: MyGroupDataSource {
    private let groups: @Sendable () throws -> [SampleGroup]

    /// - Parameter groups: reads the bundled groups; a failure to read them is bad data.
    public init(groups: @escaping @Sendable () throws -> [SampleGroup]) {
        self.groups = groups
    }

    public init(groups: [SampleGroup]) {
        self.init(groups: { groups })
    }

    public func fetchMyGroupList() async throws -> [GroupDTO] {
        try Task.checkCancellation()
        let groups: [SampleGroup]
        do {
            groups = try self.groups()
        } catch {
            throw DomainError.badData(details: "The bundled groups could not be read: \(error)")
        }
        return groups.map { GroupDTO(image: $0.image, name: $0.name, date: $0.date) }
    }
}
