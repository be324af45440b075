/// Fetches a GitHub user's avatar.
public protocol FetchGitHubAvatarUseCase: Sendable {
    /// The avatar of the user with this id.
    /// - Throws: `DomainError` (`notFound` for an id that cannot name a user), or `CancellationError`.
    func execute(userID: Int) async throws -> ImageData
}

/// `FetchGitHubAvatarUseCase` over a `GitHubAvatarRepository`.
public struct FetchGitHubAvatarInteractor: FetchGitHubAvatarUseCase {
    private let avatars: any GitHubAvatarRepository

    public init(avatars: any GitHubAvatarRepository) {
        self.avatars = avatars
    }

    public func execute(userID: Int) async throws -> ImageData {
        // GitHub's user ids start at 1, so a smaller one names no user and is not asked for.
        guard userID >= 1 else { throw DomainError.notFound }
        return try await avatars.avatar(userID: userID)
    }
}
