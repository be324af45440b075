/// Where the Movies scene can go; the view ring maps each route to an address (`/movies?query=star&pages=2`).
public enum MoviesDestination: Hashable, Sendable {
    /// The list for `query` showing its first `pages` pages (a shared link may ask for several).
    case list(query: String, pages: Int = 1)
    /// One movie of the list.
    case details(movieID: Int)
}
