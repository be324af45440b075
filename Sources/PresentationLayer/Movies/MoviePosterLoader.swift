import DomainLayer

/// Loads posters for the view ring through the poster image repository (and its cache).
public struct MoviePosterLoader: Sendable {
    private let repository: any PosterImagesRepository

    /// Reads posters from `repository`.
    public init(repository: any PosterImagesRepository) {
        self.repository = repository
    }

    /// The poster at `path` (`/abc.jpg`) at the size nearest `width`.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    public func image(path: String, width: Int) async throws -> ImageContent {
        ImageContent(try await repository.poster(path: path, width: width))
    }
}
