import DomainLayer

/// One row of a users list (Home or Bookmarks): the avatar, the login and the bookmark star.
public struct GitHubUserItemViewModel: Hashable, Sendable, Identifiable {
    /// GitHub's numeric id of the user.
    public let id: Int
    /// The login, which names the user's details (`/users/{login}`).
    public let login: String
    /// The avatar's address.
    public let avatarURL: String
    /// What kind of account it is: a view shows an organization's avatar and says its type apart from a user's.
    public let type: AccountType
    /// Whether the user is GitHub staff, which the row marks with a badge.
    public let isSiteAdmin: Bool
    /// Whether the star is on.
    public internal(set) var isBookmarked: Bool
    let user: GitHubUser

    /// Formats `user` for a row, with the star on when `isBookmarked`.
    public init(user: GitHubUser, isBookmarked: Bool) {
        id = user.id
        login = user.login
        avatarURL = user.avatarURL
        type = AccountType(user.type)
        isSiteAdmin = user.isSiteAdmin
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

    /// A row's kind of account, as GitHub's `type` names it (`rawValue`, which a star's form sends).
    public enum AccountType: String, Hashable, Sendable {
        case user = "User"
        case organization = "Organization"
        case bot = "Bot"

        init(_ type: GitHubUser.AccountType) {
            switch type {
            case .user: self = .user
            case .organization: self = .organization
            case .bot: self = .bot
            }
        }
    }

    /// Formats a merged row.
    public init(_ row: GitHubUserRow) {
        self.init(user: row.user, isBookmarked: row.isBookmarked)
    }

    // NB: `user` holds what the other fields show, so rows are compared and hashed by those alone: a list's rows
    // are hashed on every render (the rows a page remembers are found by them).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.login == rhs.login && lhs.avatarURL == rhs.avatarURL && lhs.type == rhs.type
            && lhs.isSiteAdmin == rhs.isSiteAdmin && lhs.isBookmarked == rhs.isBookmarked
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(login)
        hasher.combine(avatarURL)
        hasher.combine(type)
        hasher.combine(isSiteAdmin)
        hasher.combine(isBookmarked)
    }
}
