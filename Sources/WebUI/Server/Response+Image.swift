import Hummingbird
import PresentationLayer

extension Response {
    /// An image's bytes with its media type and the given caching rule.
    static func image(_ image: ImageContent, cacheControl: String) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: image.contentType, .cacheControl: cacheControl],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: image.bytes)))
    }
}
