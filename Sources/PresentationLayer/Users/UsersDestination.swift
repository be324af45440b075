/// Where the users scene can go; the view ring maps each route to an address (`/users`, `/users/octocat`).
public enum UsersDestination: Hashable, Sendable {
    /// Home at its first page.
    public static let home = UsersDestination.home(pages: 1)

    /// Home: GitHub's users, page after page, showing its first `pages` pages.
    case home(pages: Int)
    /// The bookmarks at their first page.
    public static let bookmarks = UsersDestination.bookmarks(page: 1)

    /// The bookmarked users, newest first, showing their page `page` (1 for the newest).
    case bookmarks(page: Int)
    /// The profile of the user `login`.
    case details(login: String)
}
