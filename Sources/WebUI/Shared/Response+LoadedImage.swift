import Foundation
import Hummingbird
import PresentationLayer

/// How a browser may keep an image of Strata's. Every scene addresses its images by one rule: the address
/// names the image (the entity's id or name, or its upstream path), never a window or a session, so the same
/// image has the same address on every page and a browser's cache serves it again.
enum ImageCaching: Sendable {
    /// An address whose image never changes (it names upstream content, as a TMDB poster file does): kept a
    /// year, never revalidated.
    case immutable
    /// An address whose image may change upstream (a sprite, an avatar, a group's image): kept a day, then
    /// revalidated by its `ETag`.
    case revalidated

    var cacheControl: String {
        switch self {
        case .immutable: "public, max-age=31536000, immutable"
        case .revalidated: "public, max-age=86400"
        }
    }
}

extension Response {
    /// The image `load` gives (through the scene's image repository and its cache), with `caching`'s
    /// `Cache-Control` and an `ETag` of its bytes: `304 Not Modified` without a body when the request's
    /// `If-None-Match` names that tag. An image that cannot be had (unknown, unreachable, refused) is a
    /// broken image (404), not an error page; a cancellation stays one.
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
        var response = try Response.image(image, cacheControl: caching.cacheControl)
        let tag = entityTag(of: image.bytes)
        response.headers[.eTag] = tag
        if let wanted = request.headers[.ifNoneMatch], Self.matches(wanted, tag) {
            response.status = .notModified
            response.body = ResponseBody()
        }
        return response
    }

    /// A strong entity tag of `bytes`: their FNV-1a hash (64 bits) and their count.
    ///
    /// A hash of the bytes, not of the address, so an image that changed upstream gets a new tag.
    static func entityTag(of bytes: some Collection<UInt8>) -> String {
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
