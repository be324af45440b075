import DomainLayer
import Foundation
import SampleData

/// Generated avatars (dev and alpha, and avatars whose bytes are not an image): GitHub's kind of identicon, a
/// 5 × 5 grid mirrored about its middle in one colour, drawn from the user id (`GeneratedArt.identicon`), so each
/// user has their own and keeps it in every phase. No text and no one's photo.
public struct PlaceholderGitHubAvatarRepository: GitHubAvatarRepository {
    /// The side of a generated avatar, in pixels (GitHub's identicons are 420×420).
    static let side = 420

    public init() {}

    public func avatar(userID: Int) async throws -> ImageData {
        Self.placeholder(userID: userID)
    }

    static func placeholder(userID: Int) -> ImageData {
        let svg = GeneratedArt.identicon(seed: "\(userID)", label: "Identicon", side: side)
        return ImageData(bytes: Data(svg.utf8), contentType: "image/svg+xml")
    }
}
