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

    /// Formats a merged row.
    public init(_ row: GitHubUserRow) {
        self.init(user: row.user, isBookmarked: row.isBookmarked)
    }
}
