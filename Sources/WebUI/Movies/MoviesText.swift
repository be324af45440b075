import Foundation
import PresentationLayer
import Synchronization

/// The Movies scene's words, in `Movies.xcstrings`.
enum MoviesText: String, LocalizedKey {
    case title = "movies.title"
    case titleWithQuery = "movies.titleWithQuery"
    case hint = "movies.hint"
    case searching = "movies.searching"
    case noResults = "movies.noResults"
    case searchLabel = "movies.searchLabel"
    case searchButton = "movies.searchButton"
    case recentSearches = "movies.recentSearches"
    /// "Remove %@ from recent searches", a remove button's label.
    case removeRecentSearch = "movies.removeRecentSearch"
    case results = "movies.results"
    case releaseDate = "movies.releaseDate"
    case toBeAnnounced = "movies.toBeAnnounced"
    case loadingMore = "movies.loadingMore"
    case retry = "movies.retry"
    case loadMore = "movies.loadMore"
    case end = "movies.end"
    case back = "movies.back"
    case loadingMovie = "movies.loadingMovie"
    case movie = "movies.movie"
    case notFound = "movies.notFound"
    case notFoundMessage = "movies.notFoundMessage"
    case poster = "movies.poster"
    case hours = "movies.hours"
    case minutes = "movies.minutes"
    case hoursMinutes = "movies.hoursMinutes"
    case runtime = "movies.runtime"
    case genres = "movies.genres"
    /// The scene on the home page (`SceneLink` reads these two).
    case sceneTitle = "scene.title"
    case sceneSummary = "scene.summary"

    static let catalogue = StringCatalogue.load("Movies", from: .module)
}

extension Strings {
    /// "Release date: Jul 8, 2010", or that it is to be announced.
    func releaseLine(_ date: Date?) -> String {
        guard let date else { return self[MoviesText.toBeAnnounced] }
        return ReleaseLines.line(for: date, in: self)
    }

    /// A running time: "2 h 16 min", "2시간 16분".
    func runtime(minutes: Int) -> String {
        switch (minutes / 60, minutes % 60) {
        case (0, let rest): self(MoviesText.minutes, String(rest))
        case (let hours, 0): self(MoviesText.hours, String(hours))
        case (let hours, let rest): self(MoviesText.hoursMinutes, String(hours), String(rest))
        }
    }
}

/// Release lines already written, by language and day. NB: every row of the list has one and the days are few,
/// while filling the template cost a tenth of a Movies page.
private enum ReleaseLines {
    private struct Key: Hashable {
        var language: Language
        var date: Date
    }

    private static let lines = Mutex<[Key: String]>([:])
    private static let capacity = 4_096

    static func line(for date: Date, in strings: Strings) -> String {
        let key = Key(language: strings.language, date: date)
        if let line = lines.withLock({ $0[key] }) {
            return line
        }
        let line = strings(MoviesText.releaseDate, strings.date(date))
        lines.withLock { lines in
            if lines.count >= capacity {
                lines.removeAll(keepingCapacity: true)
            }
            lines[key] = line
        }
        return line
    }
}
