import Hummingbird
import PresentationLayer

extension Response {
    /// The image `load` gives. An image that cannot be had (unknown, unreachable, refused) is a broken image
    /// (404), not an error page; a cancellation stays one.
    static func loadedImage(
        cacheControl: String, _ load: () async throws -> ImageContent
    ) async throws -> Response {
        let image: ImageContent
        do {
            image = try await load()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw HTTPError(.notFound)
        }
        return try Response.image(image, cacheControl: cacheControl)
    }
}
