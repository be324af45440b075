import Hummingbird
import LiveWeb
import PresentationLayer

extension Response {
    /// The image `load` gives (through the scene's image repository and its cache), as LiveWeb's
    /// `Response.image(_:contentType:caching:for:)` answers with it (its caching, its `ETag`, `304 Not Modified`).
    /// An image that cannot be had (unknown, unreachable, refused) is a broken image (404), not an error page; a
    /// cancellation stays one.
    static func loadedImage(
        for request: Request, caching: ImageCaching, _ load: () async throws -> ImageContent
    ) async throws -> Response {
        let image: ImageContent
        do {
            image = try await load()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw HTTPError(.notFound)
        }
        return try Response.image(image.bytes, contentType: image.contentType, caching: caching, for: request)
    }
}
