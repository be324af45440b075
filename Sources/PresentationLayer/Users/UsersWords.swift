/// The GitHub users scene's words both View rings show, in `UsersWords.xcstrings`: its name, a row's kind of
/// account, a star's confirmation, a profile's facts, and what its lists say while they load.
public enum UsersWords: String, LocalizedKey {
    /// "GitHub users": the scene's name (``SceneTitle``).
    case title = "scene.title"
    /// "Bookmarks": the users starred.
    case bookmarks = "users.bookmarks"
    /// "Added to bookmarks": a star saved.
    case added = "users.added"
    /// "Removed from bookmarks": a star taken off.
    case removed = "users.removed"
    /// "Removed %@ from bookmarks": a star taken off, naming whose.
    case removedNamed = "users.removedNamed"
    /// "Company", a profile's fact.
    case company = "users.company"
    /// "Location", a profile's fact.
    case location = "users.location"
    /// "Blog", a profile's fact.
    case blog = "users.blog"
    /// "Email", a profile's fact.
    case email = "users.email"
    /// "Followers", a profile's count.
    case followers = "users.followers"
    /// "Following", a profile's count.
    case following = "users.following"
    /// "Loading users…".
    case loading = "users.loading"
    /// "Loading the profile…".
    case loadingProfile = "users.loadingProfile"
    /// "User", a row's kind of account.
    case typeUser = "users.typeUser"
    /// "Organization", a row's kind of account.
    case typeOrganization = "users.typeOrganization"
    /// "Bot", a row's kind of account.
    case typeBot = "users.typeBot"

    public static let catalogue = StringCatalogue.load("UsersWords", from: .module)
}

extension GitHubUserItemViewModel.AccountType {
    /// "User", "Organization", "Bot" ("사용자", "조직", "봇").
    public func text(_ strings: Strings) -> String {
        switch self {
        case .user: strings[UsersWords.typeUser]
        case .organization: strings[UsersWords.typeOrganization]
        case .bot: strings[UsersWords.typeBot]
        }
    }
}

extension GitHubUserBookmarkConfirmation {
    /// "Added to bookmarks", "Removed from bookmarks".
    public func text(_ strings: Strings) -> String {
        switch self {
        case .added: strings[UsersWords.added]
        case .removed: strings[UsersWords.removed]
        }
    }

    /// "Added to bookmarks", or "Removed octocat from bookmarks" naming whose bookmark went, when `login` says.
    /// - Parameters:
    ///   - strings: the language.
    ///   - login: the user whose star was set, if known.
    public func text(_ strings: Strings, login: String?) -> String {
        guard self == .removed, let login else { return text(strings) }
        return strings(UsersWords.removedNamed, login)
    }
}
