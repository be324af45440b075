import DomainLayer
import Foundation
import Synchronization

/// Loads the images of group cards for the view ring through `FetchMyGroupImageUseCase`, by the group's id, so
/// a card's image has one address for every window (and a browser's cache serves it again). The groups are
/// known by id from the latest list read through `fetchMyGroupList` (read for an image only when none was read
/// yet, as after a restart); an id not among them is not found.
public final class MyGroupImageLoader: Sendable {
    private let fetchMyGroupImage: any FetchMyGroupImageUseCase
    private let groups: GroupsByID

    /// - Parameters:
    ///   - fetchMyGroupImage: the images.
    ///   - fetchMyGroupList: the list the groups are found in by id; give the scene's view models
    ///     `fetchMyGroupList` of this loader so every list they read is known here.
    public init(fetchMyGroupImage: any FetchMyGroupImageUseCase, fetchMyGroupList: any FetchMyGroupListUseCase) {
        self.fetchMyGroupImage = fetchMyGroupImage
        groups = GroupsByID(fetch: fetchMyGroupList)
    }

    /// The groups, as `fetchMyGroupList` reads them; each list read is remembered here by id.
    public var fetchMyGroupList: any FetchMyGroupListUseCase { groups }

    /// The image of the group whose id is `groupID`.
    /// - Throws: `DomainError.notFound` for a group not in the list, another `DomainError`, or
    ///   `CancellationError` when cancelled.
    public func image(groupID: String) async throws -> ImageContent {
        guard let group = try await groups.group(id: groupID) else { throw DomainError.notFound }
        return ImageContent(try await fetchMyGroupImage.execute(for: group))
    }
}

/// The groups of the latest list read, by id.
private final class GroupsByID: FetchMyGroupListUseCase {
    private let fetch: any FetchMyGroupListUseCase
    private let latest = Mutex<[String: MyGroup]?>(nil)

    init(fetch: any FetchMyGroupListUseCase) {
        self.fetch = fetch
    }

    func execute() async throws -> [MyGroup] {
        let groups = try await fetch.execute()
        let byID = Dictionary(groups.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        latest.withLock { $0 = byID }
        return groups
    }

    /// The group `id` of the latest list; the list is read only when none was read yet.
    ///
    /// An unknown id does not read the list again once one was read, so addresses made up by a client
    /// cannot make Strata ask the groups service once each; a page shows a list before its images are asked.
    func group(id: String) async throws -> MyGroup? {
        if let known = latest.withLock({ $0 }) {
            return known[id]
        }
        return try await execute().first { $0.id == id }
    }
}
