import Foundation
import PresentationLayer

/// The Movies scene's addresses: shareable and bookmarkable (`/movies?query=…&pages=…`).
enum MoviesPaths {
    /// The list.
    static let list = "/movies"
    static let nextPage = "/movies/next-page"
    static let retry = "/movies/retry"

    /// Where Retry posts for the details of the movie with `id`.
    static func retry(details id: Int) -> String {
        "\(list)/\(id)/retry"
    }
    static let placeholderPoster = "/movies/posters/placeholder.svg"

    /// The address of `route`.
    static func path(for route: MoviesRoute) -> String {
        switch route {
        case .list(let query, let pages):
            guard !query.isEmpty else { return list }
            let encoded = query.addingPercentEncoding(withAllowedCharacters: queryValueCharacters) ?? ""
            return "\(list)?query=\(encoded)" + (pages > 1 ? "&pages=\(pages)" : "")
        case .details(let movieID):
            return "\(list)/\(movieID)"
        }
    }

    /// The query that names the list at `list` on a details address (`?query=star&pages=2`, or nothing), so
    /// the details page's "Back" link returns to it: `/movies/42?query=star&pages=2`.
    static func backQuery(to list: MoviesRoute) -> String {
        let listPath = path(for: list)
        return listPath.firstIndex(of: "?").map { String(listPath[$0...]) } ?? ""
    }

    /// The poster at `posterPath` (`/abc.jpg`) served by Strata at `width`, or the placeholder when the
    /// movie has none (or its path is not a plain file name).
    static func poster(_ posterPath: String?, width: Int) -> String {
        guard let posterPath, let file = posterFile(posterPath) else { return placeholderPoster }
        return "/movies/posters/w\(width)/\(file)"
    }

    /// The file name of a TMDB poster path (`/abc.jpg` → `abc.jpg`), or nil when it is anything else.
    static func posterFile(_ posterPath: String) -> String? {
        guard posterPath.hasPrefix("/") else { return nil }
        let file = posterPath.dropFirst()
        guard !file.isEmpty, file.first != ".", file.unicodeScalars.allSatisfy(posterFileCharacters.contains)
        else { return nil }
        return String(file)
    }

    private static let posterFileCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
    private static let queryValueCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}
