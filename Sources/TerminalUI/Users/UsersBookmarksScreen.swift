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
        filter.kept(flow.bookmarks.state.rows, by: \.login)
    }

    var keyTable: KeyTable {
        let bookmarks = flow.bookmarks
        let filterBinding = KeyBinding.filter(filter, strings) { [self] key in
            guard filter.handle(key) else { return false }
            list.select(0, count: shownRows.count)
            return true
        }
        if filter.isEditing { return KeyTable([filterBinding]) }
        let rows = shownRows
        let selected = list.selection.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
        return KeyTable {
            KeyBinding.listMoves(strings) { [self] key in list.handle(key, count: rows.count) }
            KeyBinding([.enter, .click(row: 0, column: 0)], KeyHelp("Enter", .details, strings)) { [self] in
                selected.map { .push(UserDetailsScreen(flow: flow, login: $0.login, strings: strings)) } ?? .handled
            }
            KeyBinding([.character("s")], KeyHelp("s", UsersTerminalText.keyStarUnstar, strings)) { [self] in
                if let selected { stars.toggle(selected, from: .bookmarks(page: bookmarks.state.page)) }
                return .handled
            }
            if let open = UsersRows.openPage(of: selected, strings: strings) { open }
            filterBinding
            if bookmarks.state.status.failure != nil {
                KeyBinding.retry(strings) { bookmarks.didTapRetry() }
            }
        }
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

    /// A note shown goes at the next key, whatever the key does.
    func handle(_ key: Key) -> TerminalNavigation {
        let bookmarks = flow.bookmarks
        if !filter.isEditing {
            if bookmarks.state.confirmation != nil { bookmarks.didShowConfirmation() }
            if bookmarks.state.notice != nil { bookmarks.didShowNotice() }
        }
        return keyTable.handle(key)
    }

    func didReappear() {
        flow.open(.bookmarks(page: flow.bookmarks.state.page))
    }

    /// Returns once every star sent from here is answered and the bookmarks are read.
    func settled() async {
        await stars.settled()
    }
}
