import PresentationLayer

/// The Movies screens' own words in the terminal, in `MoviesTerminal.xcstrings`: the search line and its hints, a
/// row's missing year, a list's end, and the keys of the search field (those the web ring shows too are
/// `MoviesWords`).
enum MoviesTerminalText: String, LocalizedKey {
    case searchLabel = "movies.searchLabel"
    case pressToType = "movies.pressToType"
    case typeHint = "movies.typeHint"
    case searchHint = "movies.searchHint"
    case more = "movies.more"
    case noYear = "movies.noYear"
    case notFoundMessage = "movies.notFoundMessage"
    case toBeAnnounced = "movies.toBeAnnounced"
    case keyRecentSearches = "key.recentSearches"
    case keyRemoveRecentSearch = "key.removeRecentSearch"
    case keyLeaveField = "key.leaveField"

    static let catalogue = StringCatalogue.load("MoviesTerminal", from: .module)
}
