import PresentationLayer

/// The GitHub users scene's words, in `Users.xcstrings`.
enum UsersText: String, LocalizedKey {
    case title = "users.title"
    case home = "users.home"
    case bookmarks = "users.bookmarks"
    case tabs = "users.tabs"
    case refresh = "users.refresh"
    /// Refresh while the first page loads again.
    case refreshing = "users.refreshing"
    /// A row's account type.
    case typeUser = "users.typeUser"
    case typeOrganization = "users.typeOrganization"
    case typeBot = "users.typeBot"
    /// The badge of a row of GitHub staff (`site_admin`).
    case staff = "users.staff"
    case loading = "users.loading"
    case loadingMore = "users.loadingMore"
    case loadMore = "users.loadMore"
    case end = "users.end"
    case empty = "users.empty"
    case retry = "users.retry"
    case bookmark = "users.bookmark"
    case unbookmark = "users.unbookmark"
    case added = "users.added"
    case removed = "users.removed"
    case noBookmarks = "users.noBookmarks"
    case bookmarkedOn = "users.bookmarkedOn"
    case back = "users.back"
    case backToBookmarks = "users.backToBookmarks"
    case viewOnGitHub = "users.viewOnGitHub"
    case undo = "users.undo"
    case undoLabel = "users.undoLabel"
    case avatar = "users.avatar"
    case followers = "users.followers"
    case following = "users.following"
    case repos = "users.repos"
    case company = "users.company"
    case location = "users.location"
    case blog = "users.blog"
    case email = "users.email"
    case loadingDetails = "users.loadingDetails"
    case notFound = "users.notFound"
    case notFoundMessage = "users.notFoundMessage"
    case starNotSaved = "users.starNotSaved"
    case unstarNotSaved = "users.unstarNotSaved"
    case newerBookmarks = "users.newerBookmarks"
    case olderBookmarks = "users.olderBookmarks"
    case bookmarksPage = "users.bookmarksPage"
    case bookmarksPages = "users.bookmarksPages"
    /// The scene on the home page (`SceneLink` reads these two).
    case sceneTitle = "scene.title"
    case sceneSummary = "scene.summary"

    static let catalogue = StringCatalogue.load("Users", from: .module)
}

extension GitHubUserItemViewModel.AccountType {
    /// "User", "Organization", "Bot".
    func text(_ strings: Strings) -> String {
        switch self {
        case .user: strings[UsersText.typeUser]
        case .organization: strings[UsersText.typeOrganization]
        case .bot: strings[UsersText.typeBot]
        }
    }
}

extension GitHubUserBookmarkConfirmation {
    /// "Added to bookmarks", "Removed from bookmarks".
    func text(_ strings: Strings) -> String {
        switch self {
        case .added: strings[UsersText.added]
        case .removed: strings[UsersText.removed]
        }
    }
}

extension GitHubUserBookmarkFailure {
    /// "Couldn’t add octocat to bookmarks. The disk is full."
    func text(_ strings: Strings) -> String {
        strings(isBookmarked ? UsersText.starNotSaved : UsersText.unstarNotSaved, login, message.text(strings))
    }
}
