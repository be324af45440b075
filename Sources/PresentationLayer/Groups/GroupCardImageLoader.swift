import DomainLayer
import Foundation

/// The image of a group card, ready for a view to serve.
public struct GroupCardImage: Hashable, Sendable {
    public var bytes: Data
    /// The media type, e.g. `image/svg+xml`.
    public var contentType: String

    public init(bytes: Data, contentType: String) {
        self.bytes = bytes
        self.contentType = contentType
    }
}

/// Loads the images of group cards through `FetchGroupImageUseCase`.
public struct GroupCardImageLoader: Sendable {
    private let fetchGroupImage: any FetchGroupImageUseCase

    public init(fetchGroupImage: any FetchGroupImageUseCase) {
        self.fetchGroupImage = fetchGroupImage
    }

    /// The image of `item`'s group.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    public func image(for item: MyGroupItemViewModel) async throws -> GroupCardImage {
        let image = try await fetchGroupImage.execute(for: item.group)
        return GroupCardImage(bytes: image.bytes, contentType: image.contentType)
    }
}
