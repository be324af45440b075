import DomainLayer

/// One row of a users list (Home or Bookmarks): the avatar, the login and the bookmark star.
public struct GitHubUserItemViewModel: Hashable, Sendable, Identifiable {
    /// GitHub's numeric id of the user.
    public var id: Int { user.id }
    /// The login, which names the user's details (`/users/{login}`).
    public var login: String { user.login }
    /// The avatar's address.
    public var avatarURL: String { user.avatarURL }
    /// What kind of account it is: a view shows an organization's avatar and says its type apart from a user's.
    public var type: AccountType { AccountType(user.type) }
    /// The kind of account a row names: an organization's or a bot's, and none for a user, as GitHub's own
    /// lists say only what sets an account apart ("User" under every login said nothing).
    public var shownType: AccountType? { type == .user ? nil : type }
    /// Whether the user is GitHub staff, which the row marks with a badge.
    public var isSiteAdmin: Bool { user.isSiteAdmin }
    /// The user's page on GitHub, as GitHub gave it; nil when it gave none.
    public var pageURL: String? { user.htmlURL }
    /// Whether the star is on.
    public internal(set) var isBookmarked: Bool
    // What the row shows is read from the user, not kept beside it: a list's rows are copied and hashed on
    // every render, and each copy of a kept login and address was two more references to count.
    let user: GitHubUser

    /// Formats `user` for a row, with the star on when `isBookmarked`.
    public init(user: GitHubUser, isBookmarked: Bool) {
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
}
