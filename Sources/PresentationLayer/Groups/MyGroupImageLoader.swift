import DomainLayer
import Foundation

/// Loads the images of group cards for the view ring through `FetchMyGroupImageUseCase`.
public struct MyGroupImageLoader: Sendable {
    private let fetchMyGroupImage: any FetchMyGroupImageUseCase

    public init(fetchMyGroupImage: any FetchMyGroupImageUseCase) {
        self.fetchMyGroupImage = fetchMyGroupImage
    }

    /// The image of `item`'s group.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    public func image(for item: MyGroupItemViewModel) async throws -> ImageContent {
        ImageContent(try await fetchMyGroupImage.execute(for: item.group))
    }
}
