import DomainLayer
import Foundation
import Networking

/// Avatars of the remote phases: `{avatarsBaseURL}/u/{id}?v=4`, the address GitHub's answers give a user's
/// avatar, through the image cache, so an avatar is fetched once. Avatars come from the avatars origin only;
/// an avatar whose bytes are not an image gets a placeholder, and a missing one is `notFound`.
public struct CachedGitHubAvatarRepository: GitHubAvatarRepository {
    private let images: CachedImageLoader
    private let avatarsBaseURL: URL
    private let allowedOrigins: Set<Origin>

    /// - Parameter avatarsBaseURL: where avatars are served (GitHub's on avatars.githubusercontent.com, the
    ///   staging API's under `/avatars`).
    public init(images: CachedImageLoader, avatarsBaseURL: URL) {
        self.images = images
        self.avatarsBaseURL = avatarsBaseURL
        self.allowedOrigins = Set([Origin(avatarsBaseURL)].compactMap { $0 })
    }

    public func avatar(userID: Int) async throws -> ImageData {
        let url = try Self.url(userID: userID, base: avatarsBaseURL)
        do {
            return try await images.image(at: url, allowedOrigins: allowedOrigins)
        } catch DomainError.badData {
            return PlaceholderGitHubAvatarRepository.placeholder(userID: userID)
        }
    }

    /// `{base}/u/{id}?v=4`, as `BundledGitHubUserDataSource` and GitHub write avatar URLs.
    static func url(userID: Int, base: URL) throws -> URL {
        let text = base.absoluteString
        let root = text.hasSuffix("/") ? String(text.dropLast()) : text
        guard let url = URL(string: "\(root)/u/\(userID)?v=4") else {
            throw DomainError.badData(details: "The avatar address could not be made.")
        }
        return url
    }
}
