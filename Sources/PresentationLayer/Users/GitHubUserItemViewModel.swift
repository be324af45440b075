import DomainLayer

/// One row of a users list (Home or Bookmarks): the avatar, the login and the bookmark star.
public struct GitHubUserItemViewModel: Hashable, Sendable, Identifiable {
    /// GitHub's numeric id of the user.
    public let id: Int
    /// The login, which names the user's details (`/users/{login}`).
    public let login: String
    /// The avatar's address.
    public let avatarURL: String
    /// Whether the star is on.
    public internal(set) var isBookmarked: Bool
    let user: GitHubUser

    /// Formats `user` for a row, with the star on when `isBookmarked`.
    public init(user: GitHubUser, isBookmarked: Bool) {
        id = user.id
        login = user.login
        avatarURL = user.avatarURL
        self.isBookmarked = isBookmarked
        self.user = user
    }

    /// The most UTF-8 bytes a star's login may have: a longer one is refused, never cut.
    public static let maximumLoginLength = GitHubUser.maximumLoginLength
    /// The most UTF-8 bytes a star's avatar address may have: a longer one is refused, never cut.
    public static let maximumAvatarURLLength = GitHubUser.maximumAvatarURLLength

    /// This row with the star on when `isBookmarked` (Undo's form stars again a row unstarred).
    public func starred(_ isBookmarked: Bool) -> GitHubUserItemViewModel {
        var row = self
        row.isBookmarked = isBookmarked
        return row
    }

    /// Formats a merged row.
    public init(_ row: GitHubUserRow) {
        self.init(user: row.user, isBookmarked: row.isBookmarked)
    }
}
