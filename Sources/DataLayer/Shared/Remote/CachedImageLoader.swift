import DomainLayer
import Foundation
import Logging
import Networking

/// Loads images by absolute URL through the image cache: a URL is fetched once, then served from SQLite
/// until it ages out. Concurrent requests for the same URL share one fetch.
///
/// Upstream data names image URLs, so every fetch is checked: only the caller's allowed origins are asked,
/// a body is read up to `maxImageBytes`, and only bytes that are a PNG, JPEG, GIF or WebP image are
/// returned, typed by their signature (`ImageFormat`); anything else is `DomainError.badData`.
public struct CachedImageLoader: Sendable {
    /// The largest image accepted from upstream (TMDB's largest poster sizes stay well below it).
    public static let maxImageBytes = 5 << 20

    private let store: SQLiteImageCacheStore
    private let client: any HTTPClient
    private let logger: Logger
    private let timeout: TimeInterval
    private let fetches = SharedRequests<ImageData>()

    public init(
        store: SQLiteImageCacheStore, client: any HTTPClient = NIOHTTPClient(), timeout: TimeInterval = 15,
        logger: Logger
    ) {
        self.store = store
        self.client = client
        self.timeout = timeout
        self.logger = logger
    }

    /// The image at `url`, from the cache when it holds it.
    /// - Parameter allowedOrigins: the origins this kind of image may come from (the API's image host).
    /// - Throws: `DomainError` (offline, not found, server, `badData` for a refused origin or bytes that are
    ///   not an image) or `CancellationError`.
    public func image(at url: URL, allowedOrigins: Set<Origin>) async throws -> ImageData {
        guard let origin = Origin(url), allowedOrigins.contains(origin) else {
            logger.warning(
                "Refused an image outside the allowed origins", metadata: ["url": "\(Redaction.redact(url))"])
            throw DomainError.badData(details: "The image is not on an allowed address.")
        }
        if let cached = try? await store.image(for: url) {
            return cached
        }
        return try await fetches.value(for: url.absoluteString) { [store, client, logger, timeout] in
            let image = try await Self.fetch(url, client: client, timeout: timeout, logger: logger)
            do {
                try await store.store(image, for: url)
            } catch {
                logger.warning("An image could not be cached", metadata: ["error": "\(error)"])
            }
            return image
        }
    }

    private static func fetch(
        _ url: URL, client: any HTTPClient, timeout: TimeInterval, logger: Logger
    ) async throws -> ImageData {
        let bytes: Data
        do throws(NetworkError) {
            let (body, response) = try await client.send(
                UpstreamRequest(url: url, timeout: timeout), maxBodyBytes: maxImageBytes)
            guard (200..<300).contains(response.statusCode) else {
                throw NetworkError.httpStatus(code: response.statusCode, headers: [:], body: Data())
            }
            bytes = body
        } catch {
            throw APIErrorReader.plain.domainError(for: .networkFailure(error), logger: logger)
        }
        guard let image = ImageFormat.image(bytes) else {
            logger.warning("An upstream image was not an image", metadata: ["url": "\(Redaction.redact(url))"])
            throw DomainError.badData(details: "The image could not be read.")
        }
        return image
    }
}
