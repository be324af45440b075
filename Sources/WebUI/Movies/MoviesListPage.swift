import Foundation
import PresentationLayer

/// The movies list screen: the search form with its suggestions, and the results.
public enum MoviesListPage {
    /// The results region's content for `state`: the rows, then the loading footer, the error with Retry,
    /// or "Load more"; a full-screen indicator for a new query; the empty state. Rows are a `LiveList`, so
    /// loading a page sends only its rows.
    public static func content(state: MoviesListViewModel.State) -> LiveContent {
        switch state.status {
        case .idle where state.items.isEmpty:
            return LiveContent(notice(state) + "<p class=\"movies-hint\">Search for a movie by its title.</p>")
        case .loading where state.items.isEmpty:
            return LiveContent(
                notice(state)
                    + "<div class=\"movies-loading movies-loading-full\" role=\"status\">Searching…</div>")
        case .loaded where state.items.isEmpty:
            return LiveContent(notice(state) + "<p class=\"movies-empty\">No movies found for “\(state.query)”.</p>")
        default:
            let backQuery = HTML(text: MoviesPaths.backQuery(to: .list(query: state.query, pages: max(state.page, 1))))
            return LiveContent(
                head: notice(state),
                list: LiveList(id: rowsID, className: "movies-list", items: state.items) { item, index in
                    row(item, index: index, backQuery: backQuery)
                },
                foot: footer(state: state))
        }
    }

    /// The results' markup for `state`, as the page shows it.
    public static func render(state: MoviesListViewModel.State) -> HTML {
        content(state: state).markup(regionID: resultsRegionID)
    }

    static let resultsRegionID = "movies-results"
    static let suggestionsRegionID = "movies-suggestions"
    static let rowsID = "movies-rows"

    /// The id of the row at `index` (from 0), the target of "Load more"'s link without JavaScript.
    static func rowID(_ index: Int) -> String {
        "movie-\(index + 1)"
    }

    private static func notice(_ state: MoviesListViewModel.State) -> HTML {
        state.notice.map { "<p class=\"movies-notice\" role=\"status\">\($0)</p>\n" } ?? .empty
    }

    /// The page's title: the query searched, if any.
    static func title(_ state: MoviesListViewModel.State) -> String {
        state.query.isEmpty ? "Movies" : "Movies: \(state.query)"
    }

    /// The page: the search form holding the suggestions' region, and the results' region once there is a query.
    static func page(
        state: MoviesListViewModel.State, suggestions: LiveRegion.Markup, results: LiveRegion.Markup
    ) -> HTML {
        """
        <h1>Movies</h1>
        \(searchForm(query: state.query, suggestions: suggestions))
        \(state.query.isEmpty ? nil : results)
        """
    }

    /// The search form: a GET form, so the URL of a search is shareable; the suggestions sit inside it.
    private static func searchForm(query: String, suggestions: LiveRegion.Markup) -> HTML {
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
            queries.map { query in
                "<li><a href=\"\(MoviesPaths.path(for: .list(query: query)))\">\(query)</a></li>"
            })
        return """
            <div class="movies-suggestions"><h2>Recent searches</h2>\
            <ul class="movies-suggestions-list">\(links)</ul></div>
            """
    }

    /// A row: the title is its heading and its one link (so a screen reader names the link by the title alone),
    /// stretched over the row by the stylesheet so the whole row is a target; date and overview are paragraphs.
    private static func row(_ item: MoviesListItemViewModel, index: Int, backQuery: HTML) -> HTML {
        """
        <li class="movie-row" id="\(rowID(index))"><img src="\(MoviesPaths.poster(item.posterPath, width: 92))" \
        alt="" width="46" height="69" loading="lazy"><h3 class="movie-title">\
        <a href="\(MoviesPaths.path(for: .details(movieID: item.id)))\(backQuery)">\(item.title)</a></h3>\
        <p class="movie-release">\(item.releaseDate)</p><p>\(excerpt(item.overview))</p></li>
        """
    }

    /// Under the rows: "Loading more…", the error with Retry, or "Load more". Retry and "Load more" are links
    /// to the address of the screen they lead to, so they work without JavaScript and after the session
    /// expired; with JavaScript they act on the page's window (`data-action`) instead.
    private static func footer(state: MoviesListViewModel.State) -> HTML {
        switch state.status {
        case .loading:
            return "<p class=\"movies-loading movies-loading-footer\" role=\"status\">Loading more…</p>"
        case .failed(let message):
            // NB: a link to the page's own address with a fragment would only scroll; the first page has none.
            let retry =
                MoviesPaths.path(for: .list(query: state.query, pages: state.pageToLoad))
                + (state.items.isEmpty ? "" : "#\(rowID(state.items.count))")
            let link = HTML.actionLink(
                "Retry", href: retry, action: MoviesPaths.retry, id: "movies-retry", className: "movies-retry")
            return "<div class=\"movies-error\" role=\"alert\"><p>\(message.text)</p>\(link)</div>"
        case .loaded where state.hasMorePages:
            let next = MoviesPaths.path(for: .list(query: state.query, pages: state.page + 1))
            return HTML.actionLink(
                "Load more", href: "\(next)#\(rowID(state.items.count))", action: MoviesPaths.nextPage,
                id: "movies-more", className: "movies-more", autoload: true)
        case .loaded:
            return "<p class=\"movies-end\">End of results</p>"
        case .idle:
            return .empty
        }
    }

    private static func excerpt(_ overview: String) -> String {
        // NB: no more UTF-8 bytes than 180 means no more characters, without counting them one by one.
        overview.utf8.count <= 180 || overview.count <= 180
            ? overview : overview.prefix(180).trimmingCharacters(in: .whitespaces) + "…"
    }
}
