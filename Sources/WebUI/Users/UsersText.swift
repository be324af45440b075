import PresentationLayer

/// The GitHub users scene's web words, in `Users.xcstrings` (those the terminal ring shows too are `UsersWords`).
enum UsersText: String, LocalizedKey {
    case home = "users.home"
    case tabs = "users.tabs"
    case refresh = "users.refresh"
    /// The badge of a row of GitHub staff (`site_admin`).
    case staff = "users.staff"
    case loadMore = "users.loadMore"
    case end = "users.end"
    case empty = "users.empty"
    case retry = "users.retry"
    case bookmark = "users.bookmark"
    case unbookmark = "users.unbookmark"
    /// The profile's star button's words, beside the login: "Bookmark" while off, "Bookmarked" while on.
    case bookmarkButton = "users.bookmarkButton"
    case bookmarkedButton = "users.bookmarkedButton"
    case noBookmarks = "users.noBookmarks"
    case bookmarkedOn = "users.bookmarkedOn"
    case back = "users.back"
    case backToBookmarks = "users.backToBookmarks"
    case viewOnGitHub = "users.viewOnGitHub"
    /// What a user's page says instead of "View on GitHub" on sample data (dev and alpha).
    case sampleUser = "users.sampleUser"
    case undo = "users.undo"
    case undoLabel = "users.undoLabel"
    case avatar = "users.avatar"
    case repos = "users.repos"
    case notFound = "users.notFound"
    case notFoundMessage = "users.notFoundMessage"
    case starNotSaved = "users.starNotSaved"
    case unstarNotSaved = "users.unstarNotSaved"
    case newerBookmarks = "users.newerBookmarks"
    case olderBookmarks = "users.olderBookmarks"
    case bookmarksPage = "users.bookmarksPage"
    case bookmarksPages = "users.bookmarksPages"
    /// What a refused star's confirmation asks (the route registers it with its form).
    case confirmBookmark = "users.confirm.bookmark"
    case confirmUnbookmark = "users.confirm.unbookmark"
    /// The scene's summary on the home page (`SceneLink` reads it; its name is PresentationLayer's).
    case sceneSummary = "scene.summary"

    static let catalogue = StringCatalogue.load("Users", from: .module)
}

extension GitHubUserBookmarkFailure {
    /// "Couldn’t add octocat to bookmarks. The disk is full."
    func text(_ strings: Strings) -> String {
        strings(isBookmarked ? UsersText.starNotSaved : UsersText.unstarNotSaved, login, message.text(strings))
    }
}
