import Foundation
import PresentationLayer

/// The movies list screen: the search form with its suggestions, and the results.
public enum MoviesListPage {
    /// The results region's content for `state`: rows, then the loading footer, the error with Retry, or
    /// "Load more"; a full-screen indicator for a new query; the empty state.
    public static func render(state: MoviesListViewModel.State, csrfToken: String = "") -> HTML {
        notice(state) + results(state: state, csrfToken: csrfToken)
    }

    private static func notice(_ state: MoviesListViewModel.State) -> HTML {
        state.notice.map { "<p class=\"movies-notice\" role=\"status\">\($0)</p>\n" } ?? .empty
    }

    private static func results(state: MoviesListViewModel.State, csrfToken: String) -> HTML {
        switch state.status {
        case .idle where state.items.isEmpty:
            return "<p class=\"movies-hint\">Search for a movie by its title.</p>"
        case .loading where state.items.isEmpty:
            return "<div class=\"movies-loading movies-loading-full\" role=\"status\">Searching…</div>"
                + HTML.reloadWithoutScript
        case .loaded where state.items.isEmpty:
            return "<p class=\"movies-empty\">No movies found for “\(state.query)”.</p>"
        default:
            break
        }
        let rows = HTML.joined(state.items.lazy.map(row))
        return "<ol class=\"movies-list\">\(rows)</ol>\(footer(state: state, csrfToken: csrfToken))"
    }

    /// The page's title: the query searched, if any.
    static func title(_ state: MoviesListViewModel.State) -> String {
        state.query.isEmpty ? "Movies" : "Movies: \(state.query)"
    }

    /// The page: the search form holding the suggestions' region, and the results' region once there is a query.
    static func page(state: MoviesListViewModel.State, suggestions: HTML, results: HTML) -> HTML {
        """
        <h1>Movies</h1>
        \(searchForm(query: state.query, suggestions: suggestions))
        \(state.query.isEmpty ? HTML.empty : results)
        """
    }

    /// The search form: a GET form, so the URL of a search is shareable; the suggestions sit inside it.
    private static func searchForm(query: String, suggestions: HTML) -> HTML {
        """
        <form class="movies-search" method="get" action="\(MoviesPaths.list)" role="search">
        <label class="movies-search-label" for="movies-query">Search movies</label>
        <div class="movies-search-row">
        <input id="movies-query" type="search" name="query"\(HTML.attribute("value", query)) \
        placeholder="Search movies" autocomplete="off">
        <button type="submit">Search</button>
        </div>
        \(suggestions)
        </form>
        """
    }

    /// The recent queries, each a link that runs its search.
    static func renderSuggestions(_ state: MoviesSuggestionsViewModel.State) -> HTML {
        let queries = state.queries
        guard !queries.isEmpty else { return "<div class=\"movies-suggestions\" hidden></div>" }
        let links = HTML.joined(
            queries.lazy.map { query in
                "<li><a href=\"\(MoviesPaths.path(for: .list(query: query)))\">\(query)</a></li>"
            })
        return """
            <div class="movies-suggestions"><h2>Recent searches</h2>\
            <ul class="movies-suggestions-list">\(links)</ul></div>
            """
    }

    private static func row(_ item: MoviesListItemViewModel) -> HTML {
        """
        <li class="movie-row"><a class="movie-link" href="\(MoviesPaths.path(for: .details(movieID: item.id)))">\
        <img class="movie-thumb" src="\(MoviesPaths.poster(item.posterPath, width: 92))" alt="" width="46" \
        height="69" loading="lazy"><span class="movie-text"><span class="movie-title">\(item.title)</span>\
        <span class="movie-release">\(item.releaseDate)</span>\
        <span class="movie-overview">\(excerpt(item.overview))</span></span></a></li>
        """
    }

    private static func footer(state: MoviesListViewModel.State, csrfToken: String) -> HTML {
        switch state.status {
        case .loading:
            return "<p class=\"movies-loading movies-loading-footer\" role=\"status\">Loading more…</p>"
                + HTML.reloadWithoutScript
        case .failed(let message):
            let retry = HTML.postForm(
                action: MoviesPaths.retry, csrfToken: csrfToken, isAsync: true, className: "movies-retry",
                queryField(state.query) + "<button type=\"submit\">Retry</button>")
            return "<div class=\"movies-error\" role=\"alert\"><p>\(message.text)</p>\(retry)</div>"
        case .loaded where state.hasMorePages:
            return HTML.postForm(
                action: MoviesPaths.nextPage, csrfToken: csrfToken, isAsync: true, className: "movies-more",
                queryField(state.query) + "<button type=\"submit\" data-autoload>Load more</button>")
        case .loaded:
            return "<p class=\"movies-end\">End of results</p>"
        case .idle:
            return .empty
        }
    }

    private static func queryField(_ query: String) -> HTML {
        "<input type=\"hidden\" name=\"query\"\(HTML.attribute("value", query))>"
    }

    private static func excerpt(_ overview: String) -> String {
        // NB: no more UTF-8 bytes than 180 means no more characters, without counting them one by one.
        overview.utf8.count <= 180 || overview.count <= 180
            ? overview : overview.prefix(180).trimmingCharacters(in: .whitespaces) + "…"
    }
}
