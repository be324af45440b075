import DomainLayer
import Foundation
import Logging
import Networking

/// Loads images by absolute URL through the image cache: a URL is fetched once, then served from SQLite
/// until it ages out. Concurrent requests for the same URL share one fetch.
public actor CachedImageLoader {
    private let store: SQLiteImageCacheStore
    private let client: any HTTPClient
    private let logger: Logger
    private var inFlight: [URL: Task<ImageData, any Error>] = [:]

    public init(store: SQLiteImageCacheStore, client: any HTTPClient = URLSessionHTTPClient(), logger: Logger) {
        self.store = store
        self.client = client
        self.logger = logger
    }

    /// The image at `url`, from the cache when it holds it.
    /// - Throws: `DomainError` (offline, not found, server…) or `CancellationError`.
    public func image(at url: URL) async throws -> ImageData {
        if let cached = try? await store.image(for: url) {
            return cached
        }
        if let running = inFlight[url] {
            return try await running.value
        }
        let task = Task { [store, client, logger] in
            let image = try await Self.fetch(url, client: client, logger: logger)
            try? await store.store(image, for: url)
            return image
        }
        inFlight[url] = task
        defer { inFlight[url] = nil }
        return try await task.value
    }

    private static func fetch(_ url: URL, client: any HTTPClient, logger: Logger) async throws -> ImageData {
        guard let scheme = url.scheme, let host = url.host, var origin = URLComponents(string: "\(scheme)://\(host)")
        else { throw DomainError.notConfigured(message: "Not an image URL: \(url.absoluteString)") }
        origin.port = url.port
        guard let base = origin.url else {
            throw DomainError.notConfigured(message: "Not an image URL: \(url.absoluteString)")
        }
        let service = DataTransferService(
            configuration: APIConfiguration(baseURL: base), client: client, logger: logger)
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        do {
            let (bytes, headers) = try await service.requestWithHeaders(
                Endpoint(path: url.path, queryItems: query, decoder: .raw))
            return ImageData(bytes: bytes, contentType: headers["content-type"] ?? "application/octet-stream")
        } catch {
            throw APIErrorReader.plain.domainError(for: error)
        }
    }
}
