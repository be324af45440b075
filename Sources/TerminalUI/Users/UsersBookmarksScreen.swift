import PresentationLayer
import TerminalKit

/// The bookmarked users, newest first, read again each time the screen shows: `s` takes the selected user's
/// star off (its row goes) or puts it back, Enter opens the user's details, `r` retries a failure.
@MainActor
final class UsersBookmarksScreen: SceneScreen {
    var title: String { strings[UsersWords.bookmarks] }

    private let flow: UsersFlowCoordinator
    private let strings: Strings
    private let stars: UsersStars
    private var list = ListView()
    private var filter = ListFilter()

    /// The bookmarks of `flow` at their page `page` (1 for the newest), read at once.
    init(flow: UsersFlowCoordinator, page: Int = 1, strings: Strings) {
        self.flow = flow
        self.strings = strings
        stars = UsersStars(flow: flow)
        flow.open(.bookmarks(page: page))
    }

    /// The bookmarks at the page shown.
    var destination: UsersDestination { .bookmarks(page: max(flow.bookmarks.state.page, 1)) }

    var position: String? { filter.status(position: list.position(of: shownRows.count)) }

    var isEditing: Bool { filter.isEditing }

    /// The rows the filter keeps, all of them while it is empty.
    private var shownRows: [GitHubUserItemViewModel] {
        let rows = flow.bookmarks.state.rows
        return filter.indices(of: rows.map(\.login)).map { rows[$0] }
    }

    var keys: [KeyHelp] {
        if filter.isEditing { return KeyHelp.filterKeys(strings) }
        let keys = [
            KeyHelp("↑↓ jk", .move, strings), KeyHelp("Enter", .details, strings),
            KeyHelp("s", UsersTerminalText.keyStarUnstar, strings), KeyHelp("/", .filter, strings),
        ]
        return flow.bookmarks.state.status.failure == nil ? keys : keys + [.retry(strings)]
    }

    func draw(in body: inout ScreenBuffer) {
        let state = flow.bookmarks.state
        if state.rows.isEmpty {
            UsersRows.drawNoRows(
                state.status, empty: strings[UsersTerminalText.noBookmarks],
                loading: strings[UsersTerminalText.loadingBookmarks], strings: strings, in: &body)
        } else {
            UsersRows.draw(shownRows, list: &list, strings: strings, in: &body)
            if case .failed(let message, _) = state.status {
                body.write(
                    (message.text(strings) + " " + StatusLines.retry(strings)).truncated(toWidth: body.width - 2),
                    row: body.height - 2,
                    column: 1, style: Style(foreground: .red))
            } else {
                let count =
                    state.rows.count == 1
                    ? strings[UsersTerminalText.oneBookmark]
                    : strings(UsersTerminalText.bookmarkCount, strings.number(state.rows.count))
                let text =
                    state.hasMore
                    ? strings(UsersTerminalText.olderBookmarks, count, strings.number(state.page)) : count
                body.write(text, row: body.height - 2, column: 1, style: .dim)
            }
        }
        UsersRows.drawNote(
            confirmation: state.confirmation, login: stars.lastLogin, notice: state.notice, strings: strings, in: &body,
            line: body.height - 1)
    }

    func handle(_ key: Key) -> TerminalNavigation {
        let bookmarks = flow.bookmarks
        if filter.handle(key) {
            list.select(0, count: shownRows.count)
            return .handled
        }
        let rows = shownRows
        if bookmarks.state.confirmation != nil { bookmarks.didShowConfirmation() }
        if bookmarks.state.notice != nil { bookmarks.didShowNotice() }
        if list.handle(key, count: rows.count) { return .handled }
        let selected = list.selection.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
        switch key {
        case .character("s"):
            guard let selected else { return .handled }
            stars.toggle(selected, from: .bookmarks(page: bookmarks.state.page))
            return .handled
        case .enter, .click:
            guard let selected else { return .handled }
            return .push(UserDetailsScreen(flow: flow, login: selected.login, strings: strings))
        case .character("r"):
            bookmarks.didTapRetry()
            return .handled
        default:
            return .ignored
        }
    }

    func didReappear() {
        flow.open(.bookmarks(page: flow.bookmarks.state.page))
    }

    /// Returns once every star sent from here is answered and the bookmarks are read.
    func settled() async {
        await stars.settled()
    }
}
