import DomainLayer
import Foundation
import Logging
import Networking

/// Group images fetched through the image cache (alpha and real), from the groups service's origin only; a
/// placeholder stands in for an image that cannot be loaded, so a card never shows a broken image.
public struct CachedMyGroupImagesRepository: MyGroupImagesRepository {
    private let loader: CachedImageLoader
    private let baseURL: URL
    private let placeholder: PlaceholderMyGroupImagesRepository
    private let logger: Logger

    /// - Parameter baseURL: the groups service, against which image paths are resolved.
    public init(loader: CachedImageLoader, baseURL: URL, logger: Logger) {
        self.loader = loader
        self.baseURL = baseURL
        self.placeholder = PlaceholderMyGroupImagesRepository()
        self.logger = logger
    }

    public func image(for group: MyGroup) async throws -> ImageData {
        guard let url = Self.url(of: group.image, base: baseURL) else {
            logger.info("Group image is not a URL", metadata: ["group": "\(group.name)"])
            return try await placeholder.image(for: group)
        }
        do {
            return try await loader.image(at: url, allowedOrigins: Set([Origin(baseURL)].compactMap { $0 }))
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            logger.info("Group image failed; showing a placeholder", metadata: ["group": "\(group.name)"])
            return try await placeholder.image(for: group)
        }
    }

    /// An absolute http(s) URL as is; a path such as `/images/groups/1.svg` appended to `base`, as the groups
    /// service writes it.
    static func url(of reference: String, base: URL) -> URL? {
        if let url = URL(string: reference), let scheme = url.scheme?.lowercased() {
            return ["http", "https"].contains(scheme) && url.host != nil ? url : nil
        }
        let root = base.absoluteString.hasSuffix("/") ? String(base.absoluteString.dropLast()) : base.absoluteString
        return URL(string: root + (reference.hasPrefix("/") ? reference : "/" + reference))
    }
}
