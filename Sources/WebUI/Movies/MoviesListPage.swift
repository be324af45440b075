import Foundation
import LiveWeb
import PresentationLayer

/// The movies list screen: the search form with its suggestions, and the results.
public enum MoviesListPage {
    /// The results region's content for `state`: the rows, then the loading footer, the error with Retry,
    /// or "Load more"; a full-screen indicator for a new query; the empty state. Rows are a `LiveList`, so
    /// loading a page sends only its rows. Retry keeps the `pagesWanted` of the list's address.
    public static func content(
        state: MoviesListViewModel.State, pagesWanted: Int = 1, strings: Strings
    ) -> LiveContent {
        let notice = notice(state, strings)
        switch state.status {
        case .idle where state.items.isEmpty:
            return LiveContent(notice + "<p class=\"movies-hint\">\(strings[MoviesText.hint])</p>")
        case .loading where state.items.isEmpty:
            return LiveContent(notice + ScreenParts.skeleton(strings[SharedWords.searching], shape: .poster))
        case .loaded where state.items.isEmpty:
            return LiveContent(notice + ScreenParts.empty(strings(MoviesWords.noResults, state.query)))
        default:
            // The list's query, to which a row's link adds its row (`?query=star&row=25`).
            let backQuery =
                HTML(text: MoviesPaths.backQuery(to: .list(query: state.query, pages: max(state.page, 1)))) + "&amp;"
            let count: HTML =
                state.totalResults.map { "<p class=\"movies-count\">\(strings.resultCount($0))</p>\n" } ?? .empty
            return LiveContent(
                head: notice + count, list: list(state.items, backQuery: backQuery, strings: strings),
                foot: footer(state: state, pagesWanted: pagesWanted, strings: strings))
        }
    }

    /// The rows of `items`: remembered as a list, which the search's first pages are in every window; a list
    /// longer than `Memo.longestRememberedList` is written anew.
    private static func list(_ items: [MoviesListItemViewModel], backQuery: HTML, strings: Strings) -> LiveList {
        guard items.count <= Memo<RenderKey<Rows>, [HTML]>.longestRememberedList else {
            return LiveList(id: rowsID, className: "movies-list", items: items) { item, index in
                row(item, index: index, backQuery: backQuery, strings: strings)
            }
        }
        let rows = listMemo.html(Rows(items: items, backQuery: backQuery), in: strings.language) {
            items.enumerated().map { index, item in row(item, index: index, backQuery: backQuery, strings: strings) }
        }
        return LiveList(id: rowsID, className: "movies-list", items: items) { _, index in rows[index] }
    }

    /// What a list's rows are made from.
    private struct Rows: Hashable, Sendable {
        var items: [MoviesListItemViewModel]
        var backQuery: HTML

        // Hashed by the movies' ids alone, and still compared whole: the rows of one search are the same
        // cached movies, whose texts compare at once, while hashing every synopsis read all of it.
        func hash(into hasher: inout Hasher) {
            hasher.combine(items.count)
            for item in items {
                hasher.combine(item.id)
            }
            hasher.combine(backQuery)
        }
    }

    private static let listMemo = Memo<RenderKey<Rows>, [HTML]>(capacity: 16)

    /// The results' markup for `state`, as the page shows it.
    public static func render(state: MoviesListViewModel.State, strings: Strings = .en) -> HTML {
        content(state: state, strings: strings).markup(regionID: resultsRegionID)
    }

    static let resultsRegionID = "movies-results"
    static let popularRegionID = "movies-popular"
    static let suggestionsRegionID = "movies-suggestions"
    static let rowsID = "movies-rows"

    /// The id of the row at `index` (from 0), the target of "Load more"'s link without JavaScript.
    static func rowID(_ index: Int) -> String {
        "\(rowIDPrefix)\(index + 1)"
    }

    static let rowIDPrefix = "movie-"

    private static func notice(_ state: MoviesListViewModel.State, _ strings: Strings) -> HTML {
        state.notice.map { ScreenParts.notice($0.text(strings), .failure) + "\n" } ?? .empty
    }

    /// The page's title: the query searched, if any.
    static func title(_ state: MoviesListViewModel.State, strings: Strings) -> String {
        state.query.isEmpty ? strings[MoviesWords.title] : strings(MoviesText.titleWithQuery, state.query)
    }

    /// The page: the search form with the suggestions' region, and the results' region once there is a query;
    /// before, the popular movies' region (`popular`), when the scene has one.
    static func page(
        state: MoviesListViewModel.State, suggestions: LiveRegion.Markup, results: LiveRegion.Markup,
        popular: LiveRegion.Markup? = nil, strings: Strings
    ) -> HTML {
        let below: HTML =
            if !state.query.isEmpty {
                "<h2 class=\"visually-hidden\">\(strings[MoviesText.results])</h2>\n\(results)"
            } else if let popular {
                "<h2 class=\"movies-popular-heading\">\(strings[MoviesText.popular])</h2>\n\(popular)"
            } else {
                .empty
            }
        return """
            <h1>\(strings[MoviesWords.title])</h1>
            \(searchForm(query: state.query, suggestions: suggestions, strings: strings))
            \(below)
            """
    }

    /// The popular movies' region's content: their rows, or the loading indicator, or the error with Retry
    /// (a link to the list's own address, which opens them anew without JavaScript).
    static func popularContent(_ state: PopularMoviesViewModel.State, strings: Strings) -> LiveContent {
        switch state.status {
        case .idle:
            return LiveContent(.empty)
        case .loading:
            return LiveContent(ScreenParts.skeleton(strings[MoviesText.loadingPopular], shape: .poster))
        case .failed(let message, _):
            let retry = ScreenParts.retry(
                strings[MoviesText.retry], href: MoviesPaths.list, action: retryPopularPath, id: "movies-popular-retry")
            return LiveContent(ScreenParts.error(message.text(strings), retry: retry))
        case .loaded:
            // The list with nothing searched has no query: a row's link says its row alone (`?row=3`).
            let backQuery: HTML = "?"
            let rows = state.items.enumerated().map { index, item in
                row(item, index: index, backQuery: backQuery, strings: strings)
            }
            return LiveContent("<ol class=\"movies-list movies-popular\">\(HTML.joined(rows))</ol>")
        }
    }

    /// With JavaScript, the popular movies' Retry asks the page's window (POST).
    static let retryPopularPath = "\(MoviesPaths.list)/popular/retry"

    /// The search: a GET form, so the URL of a search is shareable, and the suggestions' region under it (beside
    /// the form, as the suggestions hold forms of their own).
    private static func searchForm(query: String, suggestions: LiveRegion.Markup, strings: Strings) -> HTML {
        """
        <div class="movies-search" role="search">
        <form class="movies-search-form" method="get" action="\(MoviesPaths.list)">
        <label class="movies-search-label" for="movies-query">\(strings[MoviesText.searchLabel])</label>
        <div class="movies-search-row">
        <input id="movies-query" type="search" name="query"\(HTML.attribute("value", query)) \
        maxlength="\(MoviesListViewModel.maximumQueryLength)" autocomplete="off">
        <button type="submit">\(strings[MoviesText.searchButton])</button>
        </div>
        </form>
        \(suggestions)
        </div>
        """
    }

    /// A row: the title is its heading and its one link (so a screen reader names the link by the title alone),
    /// stretched over the row by the stylesheet so the whole row is a target; the year with the rating, and the
    /// overview, are paragraphs.
    /// The link names the list and the row (`?query=star&pages=2&row=25`), where the details' "Back" returns:
    /// `backQuery` is the list's query with the separator before the row's (`?query=star&pages=2&`, or `?`).
    private static func row(_ item: MoviesListItemViewModel, index: Int, backQuery: HTML, strings: Strings) -> HTML {
        """
        <li class="movie-row" id="\(movieRowID: index)"><img src="\(moviePoster: item.posterPath, width: 92, movie: (item.id, item.title))" \
        alt="" width="46" height="69" loading="lazy"><h3 class="movie-title">\
        <a href="\(movieDetails: item.id)\(backQuery)row=\(index + 1)">\(item.title)</a></h3>\
        <p class="movie-release">\(strings.yearAndRating(item.releaseDate, rating: item.rating))</p>\
        <p>\(excerpt(item.overview))</p></li>
        """
    }

    /// Under the rows: "Loading more…", the error with Retry, or "Load more". Retry and "Load more" are links
    /// to the address of the screen they lead to, so they work without JavaScript and after the session
    /// expired; with JavaScript they act on the page's window (`data-action`) instead.
    private static func footer(state: MoviesListViewModel.State, pagesWanted: Int, strings: Strings) -> HTML {
        switch state.status {
        case .loading:
            return ScreenParts.loading(strings[SharedWords.loadingMore])
        case .failed(let message, _):
            // A link to the page's own address with a fragment would only scroll; the first page has none.
            let retry =
                MoviesPaths.path(for: .list(query: state.query, pages: max(state.pageToLoad, pagesWanted)))
                + (state.items.isEmpty ? "" : "#\(rowID(state.items.count))")
            let link = ScreenParts.retry(
                strings[MoviesText.retry], href: retry, action: MoviesPaths.retry, id: "movies-retry")
            return ScreenParts.error(message.text(strings), retry: link)
        case .loaded where state.hasMorePages:
            let next = MoviesPaths.path(for: .list(query: state.query, pages: state.page + 1))
            return ScreenParts.loadMore(
                strings[MoviesText.loadMore], href: "\(next)#\(rowID(state.items.count))", action: MoviesPaths.nextPage,
                id: "movies-more")
        case .loaded:
            return ScreenParts.end(strings[MoviesWords.end])
        case .idle:
            return .empty
        }
    }

    private static func excerpt(_ overview: String) -> String {
        // No more UTF-8 bytes than 180 means no more characters, without counting them one by one.
        overview.utf8.count <= 180 || overview.count <= 180
            ? overview : overview.prefix(180).trimmingCharacters(in: .whitespaces) + "…"
    }
}
