import Foundation
import PresentationLayer

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

    static let catalogue = StringCatalogue.load("Movies", from: .module)
}

extension Strings {
    /// "Release date: Jul 8, 2010", or that it is to be announced.
    func releaseLine(_ date: Date?) -> String {
        date.map { self(MoviesText.releaseDate, self.date($0)) } ?? self[MoviesText.toBeAnnounced]
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
