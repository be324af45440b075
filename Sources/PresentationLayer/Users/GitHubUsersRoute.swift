/// Where the users scene can go; the view ring maps each route to an address (`/users`, `/users/octocat`).
public enum GitHubUsersRoute: Hashable, Sendable {
    /// Home: GitHub's users, page after page.
    case home
    /// The bookmarked users.
    case bookmarks
    /// The profile of the user `login`.
    case details(login: String)
}
