import Foundation

/// A movie as the Movies scene shows it.
public struct Movie: Identifiable, Hashable, Sendable, Codable {
    public var id: Int
    public var title: String
    public var overview: String
    /// TMDB poster path such as `/abc.jpg`; nil when the movie has none.
    public var posterPath: String?
    /// Nil when the release date is not announced.
    public var releaseDate: Date?
    /// The mean of the votes, 0…10; nil when the service sent none.
    public var voteAverage: Double?

    public init(
        id: Int, title: String, overview: String, posterPath: String?, releaseDate: Date?, voteAverage: Double? = nil
    ) {
        self.id = id
        self.title = title
        self.overview = overview
        self.posterPath = posterPath
        self.releaseDate = releaseDate
        self.voteAverage = voteAverage
    }
}

/// One page of search results (or of the popular movies), in the service's order.
public struct MoviesPage: Hashable, Sendable, Codable {
    /// 1-based.
    public var page: Int
    public var totalPages: Int
    public var movies: [Movie]
    /// How many movies all the pages hold together; nil when the service did not say (a page cached before it
    /// was kept).
    public var totalResults: Int?

    public init(page: Int, totalPages: Int, movies: [Movie], totalResults: Int? = nil) {
        self.page = page
        self.totalPages = totalPages
        self.movies = movies
        self.totalResults = totalResults
    }

    /// True when no page follows this one.
    public var isLast: Bool { page >= totalPages }
}

/// A search query: trimmed, never empty.
public struct MovieQuery: Hashable, Sendable, Codable {
    public let text: String

    /// The most characters a query keeps: longer text is cut there (no title is near as long, and a recent
    /// query is shown in the suggestions).
    public static let maximumLength = 100

    /// Nil when `text` is empty after trimming white space; text longer than `maximumLength` is cut to it.
    public init?(_ text: String) {
        // Text that starts and ends with a visible ASCII character (most queries) has nothing to trim;
        // Foundation's trimming is skipped for it.
        let isVisibleASCII = { (byte: UInt8?) in byte.map { (0x21...0x7E).contains($0) } ?? false }
        let trimmed =
            isVisibleASCII(text.utf8.first) && isVisibleASCII(text.utf8.last)
            ? text : text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        // No more UTF-8 bytes than the limit means no more characters, without counting them.
        guard trimmed.utf8.count > Self.maximumLength, trimmed.count > Self.maximumLength else {
            self.text = trimmed
            return
        }
        self.text = String(trimmed.prefix(Self.maximumLength)).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// What a search yields, in order: the cached page when there is one, `queryNotSaved` when the query could
/// not be added to the recent searches, then the fresh page.
public enum MoviesPageUpdate: Hashable, Sendable {
    case cached(MoviesPage)
    /// The search worked but its query could not be saved, for this reason (e.g. the disk is full); the user is
    /// told why.
    case queryNotSaved(StorageError)
    case fresh(MoviesPage)

    /// The page this update shows, if it shows one.
    public var page: MoviesPage? {
        switch self {
        case .cached(let page), .fresh(let page): page
        case .queryNotSaved: nil
        }
    }
}
