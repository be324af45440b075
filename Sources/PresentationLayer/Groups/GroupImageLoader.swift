import DomainLayer
import Foundation

/// Loads the images of group cards for the view ring through `FetchGroupImageUseCase`.
public struct GroupImageLoader: Sendable {
    private let fetchGroupImage: any FetchGroupImageUseCase

    public init(fetchGroupImage: any FetchGroupImageUseCase) {
        self.fetchGroupImage = fetchGroupImage
    }

    /// The image of `item`'s group.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    public func image(for item: MyGroupItemViewModel) async throws -> ImageContent {
        ImageContent(try await fetchGroupImage.execute(for: item.group))
    }
}
