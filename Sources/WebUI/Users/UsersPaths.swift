/// The GitHub users scene's addresses: the list (`/users?pages=…`), the bookmarks, a user's page and avatar,
/// and what the list's and the stars' forms post to.
enum UsersPaths {
    static let home = "/users"
    static let bookmarks = "/users/bookmarks"
    static let nextPage = "/users/next-page"
    static let retry = "/users/retry"
    static let refresh = "/users/refresh"
    static let bookmark = "/users/bookmark"

    /// The list showing its first `pages` pages.
    static func home(pages: Int) -> String {
        pages > 1 ? "\(home)?pages=\(pages)" : home
    }

    /// A user's page.
    static func details(_ login: String) -> String {
        "\(home)/\(PercentEncoding.encode(login))"
    }

    /// Where Retry posts for a user's page.
    static func retryDetails(_ login: String) -> String {
        details(login) + "/retry"
    }

    /// A user's avatar, served by Strata.
    static func avatar(_ id: Int) -> String {
        "\(home)/avatars/\(id)"
    }

    /// The id of the row of the user `id`, the target of "Load more" and of a star's return.
    static func rowID(_ id: Int) -> String {
        "user-\(id)"
    }
}
