/// Fetches the image of a group card.
public protocol FetchMyGroupImageUseCase: Sendable {
    /// The image named by `group.image`.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    func execute(for group: MyGroup) async throws -> ImageData
}

/// `FetchMyGroupImageUseCase` over a `MyGroupImagesRepository`.
public struct FetchMyGroupImageInteractor: FetchMyGroupImageUseCase {
    private let images: any MyGroupImagesRepository

    public init(images: any MyGroupImagesRepository) {
        self.images = images
    }

    public func execute(for group: MyGroup) async throws -> ImageData {
        try await images.image(for: group)
    }
}
