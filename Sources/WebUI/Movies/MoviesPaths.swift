import LiveWeb
import PresentationLayer

/// The Movies scene's addresses: shareable and bookmarkable (`/movies?query=…&pages=…`).
enum MoviesPaths {
    /// The list.
    static let list = "/movies"
    static let nextPage = "/movies/next-page"
    static let retry = "/movies/retry"
    /// Where a recent search's remove button posts.
    static let removeRecentSearch = "/movies/recent-searches/remove"
    /// A movie's details, `/movies/{id}`.
    static let detailsPattern = "\(list)/:id"
    /// Where Retry posts for a movie's details.
    static let retryDetailsPattern = "\(detailsPattern)/retry"
    /// A poster at a width, `/movies/posters/w{width}/{file}`, named by TMDB's file.
    static let posterPattern = "\(list)/posters/:size/:file"

    /// Where Retry posts for the details of the movie with `id`.
    static func retry(details id: Int) -> String {
        "\(list)/\(id)/retry"
    }
    static let placeholderPoster = "/movies/posters/placeholder.svg"
    /// A poster drawn for a movie without one, `/movies/{id}/poster?title=…`: the address names all it shows, so
    /// it never changes.
    static let generatedPosterPattern = "\(detailsPattern)/poster"
    /// The most characters of a title a drawn poster's address carries (and its poster shows).
    static let maximumPosterTitleLength = 200

    /// The address of the poster drawn for the movie with `movieID` titled `title`.
    static func generatedPoster(movieID: Int, title: String) -> String {
        "\(list)/\(movieID)/poster?title=\(PercentEncoding.encode(String(title.prefix(maximumPosterTitleLength))))"
    }

    /// The movie and title a drawn poster's address names; nil for any other address.
    static func generatedPoster(from address: SceneAddress) -> (movieID: Int, title: String)? {
        guard let segments = address.segments(after: list), segments.count == 2, segments.last == "poster",
            let movieID = Int(segments[segments.startIndex])
        else { return nil }
        return (movieID, String((address["title"] ?? "").prefix(maximumPosterTitleLength)))
    }
    /// A poster's address up to its width.
    static let posterPrefix = "\(list)/posters/w"

    /// The address of `route`.
    static func path(for route: MoviesDestination) -> String {
        switch route {
        case .list(let query, let pages):
            guard !query.isEmpty else { return list }
            return "\(list)?query=\(PercentEncoding.encode(query))" + (pages > 1 ? "&pages=\(pages)" : "")
        case .details(let movieID):
            return "\(list)/\(movieID)"
        }
    }

    /// The route `address` names: the list with its query and pages (at least one, and one for no query, as the
    /// list loads them), or a movie by its id; nil for any other address.
    static func destination(from address: SceneAddress) -> MoviesDestination? {
        guard let segments = address.segments(after: list) else { return nil }
        switch segments.count {
        case 0:
            return listRoute(from: address)
        case 1:
            return Int(segments[segments.startIndex]).map { .details(movieID: $0) }
        default:
            return nil
        }
    }

    /// The list a details address was opened from (its query names it, as `backQuery(to:)` writes it), and the row
    /// "Back" returns to (`row=25`, 1 for the first): only with a list, and within the rows a list shows.
    static func origin(from address: SceneAddress) -> (list: MoviesDestination, row: Int?) {
        let list = listRoute(from: address)
        let row = address.integer("row").flatMap {
            list != .list(query: "") && (1...maximumRow).contains($0) ? $0 : nil
        }
        return (list, row)
    }

    /// The list that `address`'s query names.
    private static func listRoute(from address: SceneAddress) -> MoviesDestination {
        let query = address["query"] ?? ""
        return .list(query: query, pages: query.isEmpty ? 1 : max(address.integer("pages") ?? 1, 1))
    }

    /// The last row a list shows (50 pages of 20).
    static let maximumRow = 1_000

    /// The query that names the list at `list` on a details address (`?query=star&pages=2`, or nothing), so
    /// the details page's "Back" link returns to it: `/movies/42?query=star&pages=2`.
    static func backQuery(to list: MoviesDestination) -> String {
        let listPath = path(for: list)
        return listPath.firstIndex(of: "?").map { String(listPath[$0...]) } ?? ""
    }

    /// The poster at `posterPath` (`/abc.jpg`) served by Strata at `width`; when the movie has none (or its path
    /// is not a plain file name), the one drawn for `movie`, else the placeholder.
    static func poster(_ posterPath: String?, width: Int, movie: (id: Int, title: String)? = nil) -> String {
        guard let posterPath, isPosterPath(posterPath) else {
            return movie.map { generatedPoster(movieID: $0.id, title: $0.title) } ?? placeholderPoster
        }
        // Built in one allocation: this runs for every row of the list.
        let prefix = posterPrefix
        let width = String(width)
        var poster = ""
        poster.reserveCapacity(prefix.utf8.count + width.utf8.count + posterPath.utf8.count)
        poster += prefix
        poster += width
        poster += posterPath
        return poster
    }

    /// The TMDB poster path (`/abc.jpg`) and width that a poster's address (`/movies/posters/w92/abc.jpg`) names;
    /// nil for a width outside 1–2000 or a file that is not a poster file name.
    static func poster(from address: SceneAddress) -> (posterPath: String, width: Int)? {
        guard let segments = address.segments(after: "\(list)/posters"), segments.count == 2,
            let size = segments.first, size.hasPrefix("w"), let width = Int(size.dropFirst()),
            (1...2000).contains(width),
            let file = segments.last, let posterPath = posterFile("/" + file).map({ "/" + $0 })
        else { return nil }
        return (posterPath, width)
    }

    /// The file name of a TMDB poster path (`/abc.jpg` → `abc.jpg`), or nil when it is anything else.
    static func posterFile(_ posterPath: String) -> String? {
        isPosterPath(posterPath) ? String(posterPath.dropFirst()) : nil
    }

    /// True for `/` and a file name of the poster file characters that does not start with `.`.
    static func isPosterPath(_ posterPath: String) -> Bool {
        var posterPath = posterPath
        return posterPath.withUTF8 { bytes in
            guard bytes.count > 1, bytes[0] == UInt8(ascii: "/"), bytes[1] != UInt8(ascii: ".") else { return false }
            return bytes.dropFirst().allSatisfy(isPosterFileByte)
        }
    }

    /// `a`–`z`, `A`–`Z`, `0`–`9`, `.`, `_` and `-`. Checked on UTF-8 bytes, as every byte of a non-ASCII
    /// scalar is outside these; a `CharacterSet` look-up per scalar cost more than the rest of a row's poster.
    private static func isPosterFileByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
            true
        default: false
        }
    }
}

/// A row's addresses and id written straight into the row's markup, as `MoviesPaths` and `MoviesListPage.rowID`
/// make them: making each a string first, then escaping it, was a large part of a long list's render
/// (`MoviesBenchmarks`).
extension HTML.Interpolation {
    /// `MoviesPaths.poster(posterPath, width: width, movie: movie)`: a poster path is only file name bytes, which
    /// need no escaping.
    mutating func appendInterpolation(
        moviePoster posterPath: String?, width: Int, movie: (id: Int, title: String)? = nil
    ) {
        guard let posterPath, MoviesPaths.isPosterPath(posterPath) else {
            guard let movie else { return appendLiteral(MoviesPaths.placeholderPoster) }
            appendInterpolation(MoviesPaths.generatedPoster(movieID: movie.id, title: movie.title))
            return
        }
        appendLiteral(MoviesPaths.posterPrefix)
        appendInterpolation(width)
        appendLiteral(posterPath)
    }

    /// `MoviesPaths.path(for: .details(movieID: movieID))`.
    mutating func appendInterpolation(movieDetails movieID: Int) {
        appendLiteral(MoviesPaths.list)
        appendLiteral("/")
        appendInterpolation(movieID)
    }

    /// `MoviesListPage.rowID(index)`.
    mutating func appendInterpolation(movieRowID index: Int) {
        appendLiteral(MoviesListPage.rowIDPrefix)
        appendInterpolation(index + 1)
    }
}

extension MoviesDestination: ScreenAddressable {
    /// The list or the movie `address` names (`MoviesPaths.destination(from:)`).
    public init?(screenAddress address: SceneAddress) {
        guard let destination = MoviesPaths.destination(from: address) else { return nil }
        self = destination
    }

    /// `MoviesPaths.path(for:)`.
    public var screenAddress: String { MoviesPaths.path(for: self) }

    /// A movie's address naming the list it was opened from (`/movies/603?query=star&pages=2`), as the list's
    /// rows link it.
    public func screenAddress(openedFrom origin: MoviesDestination?) -> String {
        guard case .details = self, let origin, case .list = origin else { return screenAddress }
        return screenAddress + MoviesPaths.backQuery(to: origin)
    }

    /// The list a movie's address names (`MoviesPaths.origin(from:)`); none for a list's address, or a movie's
    /// naming no query.
    public static func origin(of address: SceneAddress) -> MoviesDestination? {
        guard case .details? = MoviesPaths.destination(from: address) else { return nil }
        let list = MoviesPaths.origin(from: address).list
        return list == .list(query: "") ? nil : list
    }
}
