import DomainLayer

/// Loads posters for the view ring through the poster image repository (and its cache), and draws one for a movie
/// that has none.
public struct MoviePosterLoader: Sendable {
    private let repository: any PosterImagesRepository
    private let generated: (any GeneratedPosterRepository)?

    /// Reads posters from `repository`; a movie without one gets `generated`'s, if given.
    public init(repository: any PosterImagesRepository, generated: (any GeneratedPosterRepository)? = nil) {
        self.repository = repository
        self.generated = generated
    }

    /// The poster drawn for the movie with `movieID` titled `title`; nil when there is no one to draw it.
    public func generatedImage(movieID: Int, title: String) -> ImageContent? {
        generated.map { ImageContent($0.poster(movieID: movieID, title: title)) }
    }

    /// The poster at `path` (`/abc.jpg`) at the size nearest `width`.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    public func image(path: String, width: Int) async throws -> ImageContent {
        ImageContent(try await repository.poster(path: path, width: width))
    }
}
