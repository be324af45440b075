import LiveWeb
import PresentationLayer

/// The movie details screen: large poster, title, tagline, release date, runtime and genres, overview, and the
/// way back to the list it came from.
enum MovieDetailsPage {
    static let regionID = "movie-details"

    /// The page's title.
    static func title(_ state: MovieDetailsViewModel.State, strings: Strings) -> String {
        if case .notFound = state { return strings[MoviesWords.notFound] }
        return state.content?.title ?? strings[MoviesWords.movie]
    }

    /// The details region for `state`.
    /// - Parameters:
    ///   - listPath: the list the "Back" link returns to.
    ///   - path: this page's address, which Retry renders again without JavaScript.
    static func render(
        _ state: MovieDetailsViewModel.State, backTo listPath: String, path: String, strings: Strings
    ) -> HTML {
        renders.html(Details(state: state, listPath: listPath, path: path), in: strings.language) {
            renderNow(state, backTo: listPath, path: path, strings: strings)
        }
    }

    /// What the details' region is made from: every window showing a movie from the same list shows alike.
    private struct Details: Hashable, Sendable {
        var state: MovieDetailsViewModel.State
        var listPath: String
        var path: String
    }

    private static let renders = Memo<RenderKey<Details>, HTML>(capacity: 256)

    private static func renderNow(
        _ state: MovieDetailsViewModel.State, backTo listPath: String, path: String, strings: Strings
    ) -> HTML {
        let back: HTML = "<p class=\"movies-back\"><a href=\"\(listPath)\">← \(strings[MoviesText.back])</a></p>"
        switch state {
        case .idle:
            return back
        case .loading(_, let preview?):
            return back + "\n" + details(preview, strings)
        case .loading:
            return back + "\n<h1>\(strings[MoviesWords.movie])</h1>"
                + "\n" + ScreenParts.loading(strings[MoviesWords.loadingMovie])
        case .loaded(let content):
            return back + "\n" + details(content, strings)
        case .notFound:
            return """
                <h1>\(strings[MoviesWords.notFound])</h1>
                <p>\(strings[MoviesText.notFoundMessage])</p>
                \(back)
                """
        case .failed(let message, let id, _):
            let retry = ScreenParts.retry(
                strings[MoviesText.retry], href: path, action: MoviesPaths.retry(details: id), id: "movie-retry")
            return back + "\n<h1>\(strings[MoviesWords.movie])</h1>\n"
                + ScreenParts.error(message.text(strings), retry: retry)
        }
    }

    private static func details(_ content: MovieDetailsViewModel.Content, _ strings: Strings) -> HTML {
        let tagline: HTML = content.tagline.map { "<p class=\"movie-tagline\">\($0)</p>\n" } ?? .empty
        let facts =
            [content.rating.map(strings.rating)]
            + [content.runtime.map { strings.runtime(minutes: $0) }, content.genres].map { $0.map(HTML.init(text:)) }
        let shown = facts.compactMap { $0 }
        let factsLine: HTML =
            shown.isEmpty ? .empty : "<p class=\"movie-facts\">\(HTML.joined(shown, separator: " · "))</p>\n"
        return """
            <article class="movie-details">
            <img class="movie-poster" src="\(MoviesPaths.poster(content.posterPath, width: 500, movie: (content.id, content.title)))" \
            alt="\(strings(MoviesText.poster, content.title))" width="250" height="375">
            <div class="movie-details-text">
            <h1>\(content.title)</h1>
            \(tagline)<p class="movie-release">\(strings.releaseLine(content.releaseDate))</p>
            \(factsLine)<p class="movie-overview">\(content.overview)</p>
            </div>
            </article>
            """
    }
}
