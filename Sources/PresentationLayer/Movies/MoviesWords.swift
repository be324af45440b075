/// The Movies scene's words both View rings show, in `MoviesWords.xcstrings`: its name, a movie's release date and
/// running time, what a search or a details screen says while it loads, finds nothing or ends.
public enum MoviesWords: String, LocalizedKey {
    /// "Movies": the scene's name (``SceneTitle``).
    case title = "scene.title"
    /// "Movie": a details screen's title before its movie has come.
    case movie = "movies.movie"
    /// "No movies found for “%@”."
    case noResults = "movies.noResults"
    /// "Movie not found".
    case notFound = "movies.notFound"
    /// "Loading the movie…".
    case loadingMovie = "movies.loadingMovie"
    /// "Release date: %@".
    case releaseDate = "movies.releaseDate"
    /// "%@ h": a running time of whole hours (``Strings/runtime(minutes:)``).
    case hours = "movies.hours"
    /// "%@ min": a running time under an hour.
    case minutes = "movies.minutes"
    /// "%1$@ h %2$@ min".
    case hoursMinutes = "movies.hoursMinutes"
    /// "Recent searches": the queries searched before, under the search field.
    case recentSearches = "movies.recentSearches"
    /// "End of results".
    case end = "movies.end"

    public static let catalogue = StringCatalogue.load("MoviesWords", from: .module)
}

extension Strings {
    /// A running time: "2 h 16 min", "2시간 16분".
    public func runtime(minutes: Int) -> String {
        switch (minutes / 60, minutes % 60) {
        case (0, let rest): self(MoviesWords.minutes, String(rest))
        case (let hours, 0): self(MoviesWords.hours, String(hours))
        case (let hours, let rest): self(MoviesWords.hoursMinutes, String(hours), String(rest))
        }
    }
}
