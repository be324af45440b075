/// Fetches the image of a group card.
public protocol FetchGroupImageUseCase: Sendable {
    /// The image named by `group.image`.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func execute(for group: MyGroup) async throws -> ImageData
}

/// `FetchGroupImageUseCase` over a `GroupImagesRepository`.
public struct FetchGroupImageInteractor: FetchGroupImageUseCase {
    private let images: any GroupImagesRepository

    public init(images: any GroupImagesRepository) {
        self.images = images
    }

    public func execute(for group: MyGroup) async throws -> ImageData {
        try await images.image(for: group)
    }
}
