import DomainLayer

/// Posters for the views, through the poster image repository (and its cache).
public struct MoviePosterSource: Sendable {
    private let repository: any PosterImagesRepository

    /// Reads posters from `repository`.
    public init(repository: any PosterImagesRepository) {
        self.repository = repository
    }

    /// The poster at `path` (`/abc.jpg`) at the size nearest `width`.
    /// - Throws: the repository's error.
    public func poster(path: String, width: Int) async throws -> ImageContent {
        let image = try await repository.poster(path: path, width: width)
        return ImageContent(image)
    }
}
