import DomainLayer
import SampleData

/// The dev phase's groups: the bundled dataset, listed as the staging API lists it (without the staging
/// server's address in front of the image paths).
public struct BundledMyGroupDataSource: MyGroupDataSource {
    private let groups: BundledData<[SampleGroup]>

    /// - Parameter groups: reads the bundled groups when a request needs them; a failure is shown on screen.
    public init(groups: @escaping @Sendable () throws -> [SampleGroup]) {
        self.groups = BundledData("groups", read: groups)
    }

    public init(groups: [SampleGroup]) {
        self.init(groups: { groups })
    }

    public func fetchMyGroupList() async throws -> [MyGroupDTO] {
        try Task.checkCancellation()
        return try groups.value().map { MyGroupDTO(image: $0.image, name: $0.name, date: $0.date) }
    }
}
