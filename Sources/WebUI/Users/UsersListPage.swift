import LiveWeb
import PresentationLayer

/// The GitHub users screens that list users: Home (every user, page after page, with Refresh) and Bookmarks
/// (the starred users, newest first). Each row links to the user's page and has a star: a form that posts the
/// bookmark wanted (so a repeated or stale form changes nothing), in place with JavaScript.
enum UsersListPage {
    static let regionID = "users-list"
    static let rowsID = "users-rows"

    /// What a star's form needs besides its user: the session's token and the page's window, which the form
    /// returns to without JavaScript.
    struct Forms: Sendable {
        let windowID: String
        /// The hidden fields of the token and the window, written once for all of a page's forms.
        let fields: HTML

        init(csrfToken: String, windowID: String) {
            self.windowID = windowID
            fields = """
                <input type="hidden" name="_csrf" value="\(csrfToken)">\
                <input type="hidden" name="window" value="\(windowID)">
                """
        }
    }

    /// The page: the heading, the two tabs, a star that could not be saved as the address names it (a star
    /// posted without JavaScript from a window that is gone), and the list's live region.
    static func page(
        current: UsersDestination, region: LiveRegion.Markup, notSaved: GitHubUserBookmarkFailure? = nil,
        strings: Strings
    ) -> HTML {
        """
        <h1>\(strings[UsersWords.title])</h1>
        \(tabs(current: current, strings: strings))
        \(notices(confirmation: nil, notice: notSaved, strings: strings))\(region)
        """
    }

    private static func tabs(current: UsersDestination, strings: Strings) -> HTML {
        let onBookmarks = if case .bookmarks = current { true } else { false }
        let tab = { (isCurrent: Bool, path: String, title: String) -> HTML in
            "<a href=\"\(path)\"\(HTML.attribute("aria-current", isCurrent ? "page" : nil))>\(title)</a>"
        }
        return """
            <nav class="users-tabs" aria-label="\(strings[UsersText.tabs])">\
            \(tab(!onBookmarks, UsersPaths.home, strings[UsersText.home]))\
            \(tab(onBookmarks, UsersPaths.bookmarks, strings[UsersWords.bookmarks]))</nav>
            """
    }

    /// Home's region for `state`, whose address asks for `pagesWanted` pages. Retry and "Load more" link to
    /// the address they lead to, which names the screen and never the window: without JavaScript it opens in a
    /// window of its own with all its pages, as a shared or bookmarked copy of it would.
    static func home(
        _ state: GitHubUsersListViewModel.State, pagesWanted: Int = 1, forms: Forms, strings: Strings
    ) -> LiveContent {
        let returnPath = UsersPaths.home(pages: state.pageCount)
        let head = notices(confirmation: state.confirmation, notice: state.notice, strings: strings)
        switch state.status {
        case .idle:
            return LiveContent(head + ScreenParts.skeleton(strings[UsersWords.loading], shape: .avatar))
        case .loading(.fullScreen) where state.rows.isEmpty:
            return LiveContent(head + ScreenParts.skeleton(strings[UsersWords.loading], shape: .avatar))
        case .failed(let message, _) where state.rows.isEmpty:
            let retry = UsersPaths.home(pages: pagesWanted)
            return LiveContent(head + failure(message, retryTo: retry, strings: strings))
        case .loaded where state.rows.isEmpty:
            return LiveContent(head + ScreenParts.empty(strings[UsersText.empty]))
        default:
            // A refresh keeps the rows and Refresh in its place, busy, so nothing moves and the focus stays.
            let refresh = ScreenParts.refresh(
                strings[UsersText.refresh], busyTitle: strings[SharedWords.refreshing],
                isBusy: state.status == .loading(.refresh), href: UsersPaths.home, action: UsersPaths.refresh,
                id: "users-refresh")
            let rows = rows(state.rows, origin: .home(pages: state.pageCount), returnTo: returnPath, strings: strings)
            return LiveContent(
                head: head + "<p class=\"users-actions\">\(refresh)</p>",
                list: LiveList(id: rowsID, tag: "ul", className: "users-list", items: state.rows) { index, markup in
                    rows[index].append(forms, to: &markup)
                },
                foot: footer(state, pagesWanted: pagesWanted, strings: strings))
        }
    }

    /// Bookmarks' region for `state`.
    static func bookmarks(
        _ state: GitHubUserBookmarksViewModel.State, forms: Forms, strings: Strings
    ) -> LiveContent {
        let address = UsersPaths.bookmarks(page: state.page)
        let undo = state.removed.flatMap { removal -> Undo? in
            guard state.confirmation == .removed else { return nil }
            return Undo(
                login: removal.row.login,
                form: UsersStarForm.undo(removal.row, returnTo: address, forms: forms, strings: strings))
        }
        let head = notices(confirmation: state.confirmation, notice: state.notice, undo: undo, strings: strings)
        switch state.status {
        case .idle:
            return LiveContent(head + ScreenParts.skeleton(strings[UsersWords.loading], shape: .avatar))
        case .loading where state.rows.isEmpty:
            return LiveContent(head + ScreenParts.skeleton(strings[UsersWords.loading], shape: .avatar))
        case .failed(let message, _):
            return LiveContent(head + failure(message, retryTo: address, strings: strings))
        case .loaded where state.rows.isEmpty:
            return LiveContent(
                head + ScreenParts.empty(strings[UsersText.noBookmarks]) + pages(state, strings: strings))
        default:
            let rows = rows(state.rows, origin: .bookmarks(page: state.page), returnTo: address, strings: strings)
            return LiveContent(
                head: head,
                list: LiveList(id: rowsID, tag: "ul", className: "users-list", items: state.rows) { index, markup in
                    rows[index].append(forms, to: &markup)
                },
                foot: pages(state, strings: strings))
        }
    }

    /// Under the bookmarks, a pager: the link to the newer page, the page's number (stated as the current one),
    /// and the link to the older page, each a target of its own (`.users-pages`); nothing when every bookmark fits
    /// on one page.
    private static func pages(_ state: GitHubUserBookmarksViewModel.State, strings: Strings) -> HTML {
        guard state.page > 1 || state.hasMore else { return .empty }
        let newer: HTML =
            state.page > 1
            ? "<a href=\"\(UsersPaths.bookmarks(page: state.page - 1))\" rel=\"prev\">\(strings[UsersText.newerBookmarks])</a>"
            : .empty
        let older: HTML =
            state.hasMore
            ? "<a href=\"\(UsersPaths.bookmarks(page: state.page + 1))\" rel=\"next\">\(strings[UsersText.olderBookmarks])</a>"
            : .empty
        return """
            <nav class="users-pages" aria-label="\(strings[UsersText.bookmarksPages])">\(newer)\
            <span class="users-page" aria-current="page">\(strings(UsersText.bookmarksPage, String(state.page)))</span>\
            \(older)</nav>
            """
    }

    /// Undo of an unstar: whose bookmark went, and the form that stars them again.
    struct Undo: Sendable {
        var login: String
        var form: HTML
    }

    /// The confirmation of a bookmark, announced, as a toast over the page (`.users-toast`: fixed, so it never
    /// moves the list, and gone by itself after a few seconds), with `undo` when it has one: then it names whose
    /// bookmark went, stays while it has the focus or the pointer, and Users.js moves the focus to Undo (the star
    /// pressed went with its row) and lets Escape dismiss it. A bookmark that could not be set, as an alert in place.
    static func notices(
        confirmation: GitHubUserBookmarkConfirmation?, notice: GitHubUserBookmarkFailure?, undo: Undo? = nil,
        strings: Strings
    ) -> HTML {
        let confirmed: HTML =
            confirmation.map {
                let text = undo.map { strings(UsersWords.removedNamed, $0.login) } ?? $0.text(strings)
                return """
                    <div class="users-toast" role="status" aria-live="polite"><span data-announce>\(text)\
                    </span>\(undo?.form ?? .empty)</div>
                    """
            } ?? .empty
        let failed = notice.map { ScreenParts.notice($0.text(strings), .failure) } ?? .empty
        return confirmed + failed
    }

    private static func failure(_ message: ErrorMessage, retryTo path: String, strings: Strings) -> HTML {
        let retry = ScreenParts.retry(strings[UsersText.retry], href: path, action: UsersPaths.retry, id: "users-retry")
        return ScreenParts.error(html: message.html(strings), retry: retry)
    }

    /// Under the rows: "Loading more…", the error with Retry (the rows stay; Retry keeps the address's pages),
    /// "Load more", or the end. While Refresh asks again, what was under the rows stays.
    private static func footer(
        _ state: GitHubUsersListViewModel.State, pagesWanted: Int, strings: Strings
    ) -> HTML {
        switch state.status {
        case .loading(.refresh):
            var shown = state
            shown.status = .loaded
            return footer(shown, pagesWanted: pagesWanted, strings: strings)
        case .loading:
            return ScreenParts.loading(strings[SharedWords.loadingMore])
        case .failed(let message, _):
            let address = UsersPaths.home(pages: max(pagesWanted, state.pageCount + 1))
            return failure(message, retryTo: address, strings: strings)
        case .loaded where state.hasMore:
            let next = UsersPaths.home(pages: state.pageCount + 1)
            let target = state.rows.last.map { "#" + UsersPaths.rowID($0.id) } ?? ""
            return ScreenParts.loadMore(
                strings[UsersText.loadMore], href: "\(next)\(target)", action: UsersPaths.nextPage, id: "users-more")
        case .loaded, .idle:
            return ScreenParts.end(strings[UsersText.end])
        }
    }

    /// What a row is made from but its window: the rows of a page of users are shown alike in every window.
    private struct Row: Hashable, Sendable {
        var user: GitHubUserItemViewModel
        var origin: UsersDestination
        var returnTo: String
    }

    private static let rowMemo = Memo<RenderKey<Row>, UsersStarForm.Parts>(capacity: 2_048)

    /// What a list's rows are made from but their window.
    private struct Rows: Hashable, Sendable {
        var users: [GitHubUserItemViewModel]
        var origin: UsersDestination
        var returnTo: String

        // Hashed by the users' ids and stars alone, and still compared whole: a page's rows are the same
        // users, whose texts compare at once, while hashing every login and address read all of them.
        func hash(into hasher: inout Hasher) {
            hasher.combine(users.count)
            for user in users {
                hasher.combine(user.id)
                hasher.combine(user.isBookmarked)
            }
            hasher.combine(origin)
            hasher.combine(returnTo)
        }
    }

    /// A list's rows are looked up once a page, not once a row (a look-up a row showed in `/users`); a list
    /// not remembered is made from the rows remembered, so a list grown by a page writes only the new page's.
    private static let listMemo = Memo<RenderKey<Rows>, [UsersStarForm.Parts]>(capacity: 16)

    /// The rows of a list of the tab `origin`, whose stars return to `path`, in parts around their window's fields
    /// (see ``rowParts(_:origin:returnTo:strings:)``).
    static func rows(
        _ users: [GitHubUserItemViewModel], origin: UsersDestination, returnTo path: String, strings: Strings
    ) -> [UsersStarForm.Parts] {
        let render = {
            users.map { user in
                rowMemo.row(
                    Row(user: user, origin: origin, returnTo: path), in: strings.language, listLength: users.count
                ) {
                    rowParts(user, origin: origin, returnTo: path, strings: strings)
                }
            }
        }
        return listMemo.row(
            Rows(users: users, origin: origin, returnTo: path), in: strings.language, listLength: users.count,
            render: render)
    }

    /// A row of the tab `origin`, as GitHub lays out its list: the avatar (round for a user, a rounded square for
    /// an organization, its size fixed so nothing moves as it loads), the login as its heading (under the page's
    /// `h1`) and link to the user's page (stretched over the row by the stylesheet; the page's back link returns
    /// to this row), under it what sets the account apart (an organization's or bot's type, never "User", and a
    /// "Staff" badge for GitHub staff; nothing for a plain user), and the star at the end;
    /// in parts around its star's window fields: all of the row before them, and all after.
    private static func rowParts(
        _ row: GitHubUserItemViewModel, origin: UsersDestination, returnTo path: String, strings: Strings
    ) -> UsersStarForm.Parts {
        let star = UsersStarForm.parts(row, returnTo: "\(path)#\(UsersPaths.rowID(row.id))", strings: strings)
        let shape = row.type == .organization ? "user-avatar user-avatar-square" : "user-avatar"
        var facts: [HTML] = []
        if let type = row.shownType { facts.append("<span class=\"user-type\">\(type.text(strings))</span>") }
        if row.isSiteAdmin { facts.append("<span class=\"user-badge\">\(strings[UsersText.staff])</span>") }
        let meta: HTML = facts.isEmpty ? .empty : "<p class=\"user-meta\">\(HTML.joined(facts, separator: " "))</p>"
        let head: HTML = """
            <li class="user-row" id="\(UsersPaths.rowID(row.id))"><img class="\(shape)" \
            src="\(UsersPaths.avatar(row.id))" alt="" width="40" height="40" loading="lazy"><div class="user-text">\
            <h2 class="user-login"><a href="\(UsersPaths.details(row.login, from: origin))">\(row.login)</a></h2>\
            \(meta)</div>\(star.head)
            """
        return UsersStarForm.Parts(head: head, tail: star.tail + "</li>")
    }
}
