import DomainLayer
import Foundation
import Networking

/// TMDB posters at `{images}/t/p/w{size}{path}`, through the image cache: a poster is fetched once, from the
/// images origin only. Bytes that are not an image become the placeholder.
public struct CachedPosterImagesRepository: PosterImagesRepository {
    private let imagesBaseURL: URL
    private let loader: CachedImageLoader

    public init(imagesBaseURL: URL, loader: CachedImageLoader) {
        self.imagesBaseURL = imagesBaseURL
        self.loader = loader
    }

    public func poster(path: String, width: Int) async throws -> ImageData {
        let url = try url(path: path, width: width)
        do {
            return try await loader.image(at: url, allowedOrigins: Set([Origin(imagesBaseURL)].compactMap { $0 }))
        } catch DomainError.badData {
            return try await PlaceholderPosterImagesRepository().poster(path: path, width: width)
        }
    }

    /// The URL of the poster at `path` in the TMDB size nearest to `width`.
    func url(path: String, width: Int) throws -> URL {
        let base =
            imagesBaseURL.absoluteString.hasSuffix("/")
            ? String(imagesBaseURL.absoluteString.dropLast()) : imagesBaseURL.absoluteString
        let trimmed = path.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty,
            let encoded = (trimmed.hasPrefix("/") ? trimmed : "/" + trimmed)
                .addingPercentEncoding(withAllowedCharacters: .urlPathAllowed),
            let url = URL(string: "\(base)/t/p/w\(TMDBPosterSize.nearest(to: width))\(encoded)")
        else {
            throw DomainError.badData(details: "Not a poster path: \(path)")
        }
        return url
    }
}
