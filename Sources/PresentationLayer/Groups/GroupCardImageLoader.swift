import DomainLayer
import Foundation

/// Loads the images of group cards through `FetchGroupImageUseCase`.
public struct GroupCardImageLoader: Sendable {
    private let fetchGroupImage: any FetchGroupImageUseCase

    public init(fetchGroupImage: any FetchGroupImageUseCase) {
        self.fetchGroupImage = fetchGroupImage
    }

    /// The image of `item`'s group.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    public func image(for item: MyGroupItemViewModel) async throws -> ImageContent {
        let image = try await fetchGroupImage.execute(for: item.group)
        return ImageContent(image)
    }
}
