import PresentationLayer

/// The GitHub users screens' own words in the terminal, in `UsersTerminal.xcstrings`: the staff mark, a star's
/// failure, the lists' footers and empty states, a missing user, and the star's and bookmarks' keys (those the web
/// ring shows too are `UsersWords`).
enum UsersTerminalText: String, LocalizedKey {
    case staff = "users.staff"
    case starNotSaved = "users.starNotSaved"
    case unstarNotSaved = "users.unstarNotSaved"
    case empty = "users.empty"
    case end = "users.end"
    case count = "users.count"
    case noBookmarks = "users.noBookmarks"
    case loadingBookmarks = "users.loadingBookmarks"
    case oneBookmark = "users.oneBookmark"
    case bookmarkCount = "users.bookmarkCount"
    case olderBookmarks = "users.olderBookmarks"
    case notFound = "users.notFound"
    case repositories = "users.repos"
    case keyStar = "key.star"
    case keyStarUnstar = "key.starUnstar"
    case keyBookmarks = "key.bookmarks"

    static let catalogue = StringCatalogue.load("UsersTerminal", from: .module)
}
