import Foundation
import PresentationLayer
import Synchronization

/// The Movies scene's web words, in `Movies.xcstrings` (those the terminal ring shows too are `MoviesWords`).
enum MoviesText: String, LocalizedKey {
    case titleWithQuery = "movies.titleWithQuery"
    case hint = "movies.hint"
    case searchLabel = "movies.searchLabel"
    case searchButton = "movies.searchButton"
    /// "Remove %@ from recent searches", a remove button's label.
    case removeRecentSearch = "movies.removeRecentSearch"
    case results = "movies.results"
    case toBeAnnounced = "movies.toBeAnnounced"
    case retry = "movies.retry"
    case loadMore = "movies.loadMore"
    case back = "movies.back"
    case notFoundMessage = "movies.notFoundMessage"
    case poster = "movies.poster"
    case runtime = "movies.runtime"
    case genres = "movies.genres"
    /// The heading over the popular movies, shown before anything is searched.
    case popular = "movies.popular"
    case loadingPopular = "movies.loadingPopular"
    /// "%@ results", how many movies a search found (`resultCountOne` for one).
    case resultCount = "movies.resultCount"
    case resultCountOne = "movies.resultCountOne"
    /// The word a screen reader says before a rating ("Rating 7.8"), which shows as "★ 7.8".
    case rating = "movies.rating"
    /// The scene's summary on the home page (`SceneLink` reads it; its name is PresentationLayer's).
    case sceneSummary = "scene.summary"

    static let catalogue = StringCatalogue.load("Movies", from: .module)
}

extension Strings {
    /// "Release date: Jul 8, 2010", or that it is to be announced.
    func releaseLine(_ date: Date?) -> String {
        guard let date else { return self[MoviesText.toBeAnnounced] }
        return ReleaseLines.line(for: date, in: self)
    }
}

/// Release lines already written, by language and day. Every row of the list has one and the days are few,
/// while filling the template was a visible part of a Movies page's time.
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
        let line = strings(MoviesWords.releaseDate, strings.date(date))
        lines.withLock { lines in
            if lines.count >= capacity {
                lines.removeAll(keepingCapacity: true)
            }
            lines[key] = line
        }
        return line
    }
}
