import Foundation
import Hummingbird

/// How a browser may keep an image of the app's. Every image address names the image (an entity's id or name, or
/// its upstream path), never a window or a session, so the same image has the same address on every page and a
/// browser's cache serves it again.
public enum ImageCaching: Sendable {
    /// An address whose image never changes (it names upstream content, as an upstream image file does): kept a
    /// year, never revalidated.
    case immutable
    /// An address whose image may change upstream: kept a day, then revalidated by its `ETag`.
    case revalidated

    var cacheControl: String {
        switch self {
        case .immutable: "public, max-age=31536000, immutable"
        case .revalidated: "public, max-age=86400"
        }
    }
}

extension Response {
    /// The media types an image route may answer with: the raster formats an app recognises by their bytes, and
    /// SVG placeholders.
    static let imageMediaTypes: Set<String> = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml"]

    /// A policy for image responses: an image opened on its own runs nothing (`sandbox`, no scripts), so even
    /// an SVG cannot act in the app's origin.
    static let imageContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

    /// An image's `bytes` of `contentType` answering `request`, with `caching`'s `Cache-Control` and an `ETag` of
    /// its bytes: `304 Not Modified` without a body when the request's `If-None-Match` names that tag. Anything not
    /// typed as an image is refused (404), never served under the app's origin.
    public static func image(
        _ bytes: some Collection<UInt8>, contentType: String, caching: ImageCaching, for request: Request
    ) throws -> Response {
        guard imageMediaTypes.contains(contentType) else { throw HTTPError(.notFound) }
        let tag = entityTag(of: bytes)
        var response = Response(
            status: .ok,
            headers: [
                .contentType: contentType, .cacheControl: caching.cacheControl,
                .contentSecurityPolicy: imageContentSecurityPolicy, .eTag: tag,
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        if let wanted = request.headers[.ifNoneMatch], Self.matches(wanted, tag) {
            response.status = .notModified
            response.body = ResponseBody()
        }
        return response
    }

    /// A strong entity tag of `bytes`: their FNV-1a hash (64 bits) and their count.
    ///
    /// A hash of the bytes, not of the address, so an image that changed upstream gets a new tag.
    public static func entityTag(of bytes: some Collection<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "\"\(String(hash, radix: 16))-\(String(bytes.count, radix: 16))\""
    }

    /// Whether an `If-None-Match` value names `tag` (a list of tags, weak ones compared weakly, or `*`).
    private static func matches(_ wanted: String, _ tag: String) -> Bool {
        wanted.split(separator: ",").contains { candidate in
            let candidate = candidate.trimmingCharacters(in: .whitespaces)
            return candidate == "*" || candidate == tag || candidate == "W/" + tag
        }
    }
}
