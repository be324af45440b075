import LiveWeb
import PresentationLayer

/// The recent searches under the Movies search field: each a link that runs its search, and a button that
/// removes it. The panel shows over the page while the field (or the panel) has focus, with every recent search
/// but the page's own query: the field holds that query as the page came, which is no text typed to complete.
///
/// Without JavaScript these are plain links, and each remove button is a form that posts and comes back to
/// `returnTo` (303). With JavaScript (Movies.js) the field becomes an ARIA combobox over the links made a listbox,
/// which it filters as the user types, and a remove button posts in place. The remove buttons are a list of
/// their own beside the suggestions', row for row, as a listbox's options may hold no control.
enum MoviesSuggestionsPanel {
    /// What a remove form posts with: the session's token and the page's window.
    struct Forms: Sendable {
        var csrfToken: String
        var windowID: String
    }

    static let listID = "movies-suggestions-list"

    /// The panel for `state` under a field holding the page's query `typed`; its forms come back to `returnTo`.
    static func render(
        _ state: MoviesSuggestionsViewModel.State, typed: String, forms: Forms, returnTo path: String,
        strings: Strings
    ) -> HTML {
        let queries = state.queries
        guard !queries.isEmpty else { return "<div class=\"movies-suggestions\" hidden></div>" }
        let ids = optionIDs(queries)
        let hidden = queries.map {
            MoviesSuggestionsViewModel.query($0, startsWith: typed)
                && !MoviesSuggestionsViewModel.query($0, isSuggestionFor: typed)
        }
        let links = HTML.joined(
            queries.indices.map { index in
                """
                <li id="\(ids[index])"\(HTML.attribute("hidden", if: hidden[index]))>\
                <a href="\(MoviesPaths.path(for: .list(query: queries[index])))">\(queries[index])</a></li>
                """
            })
        let removals = HTML.joined(
            queries.indices.map { index in
                """
                <li\(HTML.attribute("hidden", if: hidden[index]))>\
                \(removeForm(queries[index], buttonID: "\(ids[index])-remove", forms: forms, returnTo: path, strings: strings))\
                </li>
                """
            })
        return """
            <div class="movies-suggestions"><h2 id="movies-suggestions-title">\(strings[MoviesWords.recentSearches])</h2>\
            <div class="movies-suggestions-rows"><ul class="movies-suggestions-list" id="\(listID)" \
            aria-labelledby="movies-suggestions-title">\(links)</ul>\
            <ul class="movies-suggestions-removals">\(removals)</ul></div></div>
            """
    }

    /// A form that removes `query` from the recent searches and comes back to `path`.
    private static func removeForm(
        _ query: String, buttonID: String, forms: Forms, returnTo path: String, strings: Strings
    ) -> HTML {
        """
        <form class="movies-suggestion-remove" method="post" action="\(MoviesPaths.removeRecentSearch)">\
        <input type="hidden" name="_csrf" value="\(forms.csrfToken)">\
        <input type="hidden" name="window" value="\(forms.windowID)">\
        <input type="hidden" name="query" value="\(query)"><input type="hidden" name="return" value="\(path)">\
        <button type="submit" id="\(buttonID)" aria-label="\(strings(MoviesText.removeRecentSearch, query))">\
        <span aria-hidden="true">×</span></button></form>
        """
    }

    /// An id per query, the same for a query whatever else the list holds, so a live update that changes the
    /// list keeps the focus and the highlight on the same query: `movies-suggestion-` and a hash of its text
    /// without regard to case (two alike get their index added).
    static func optionIDs(_ queries: [String]) -> [String] {
        var used: Set<String> = []
        return queries.enumerated().map { index, query in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in query.lowercased().utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            var id = "movies-suggestion-" + String(hash, radix: 16)
            if !used.insert(id).inserted {
                id += "-\(index)"
                used.insert(id)
            }
            return id
        }
    }
}
