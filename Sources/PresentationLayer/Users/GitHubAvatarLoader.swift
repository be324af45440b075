import DomainLayer
import Foundation

/// Loads avatars for the view ring through `FetchGitHubAvatarUseCase` (an image is not a screen, so it has no
/// view model or state).
public struct GitHubAvatarLoader: Sendable {
    private let fetchAvatar: any FetchGitHubAvatarUseCase

    public init(fetchAvatar: any FetchGitHubAvatarUseCase) {
        self.fetchAvatar = fetchAvatar
    }

    /// The avatar of the user with id `userID`.
    /// - Throws: `DomainError`, or `CancellationError` when cancelled.
    public func image(userID: Int) async throws -> ImageContent {
        ImageContent(try await fetchAvatar.execute(userID: userID))
    }
}
