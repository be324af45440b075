/// GitHub users' avatars.
public protocol GitHubAvatarRepository: Sendable {
    /// The avatar of the user with this id.
    /// - Throws: `DomainError` (`notFound` when there is no such avatar), or `CancellationError`.
    func avatar(userID: Int) async throws -> ImageData
}
