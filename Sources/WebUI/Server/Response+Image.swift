import Hummingbird
import PresentationLayer

extension Response {
    /// The media types an image route may answer with: the raster formats the data layer recognises by
    /// their bytes, and Strata's own SVG placeholders.
    static let imageMediaTypes: Set<String> = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml"]

    /// A policy for image responses: an image opened on its own runs nothing (`sandbox`, no scripts), so even
    /// an SVG cannot act in Strata's origin.
    static let imageContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

    /// An image's bytes with its media type and the given caching rule; anything not typed as an image is
    /// refused (404), never served under Strata's origin.
    static func image(_ image: ImageContent, cacheControl: String) throws -> Response {
        guard imageMediaTypes.contains(image.contentType) else { throw HTTPError(.notFound) }
        return Response(
            status: .ok,
            headers: [
                .contentType: image.contentType, .cacheControl: cacheControl,
                .contentSecurityPolicy: imageContentSecurityPolicy,
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes)))
    }
}
