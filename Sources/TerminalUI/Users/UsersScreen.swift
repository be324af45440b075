import PresentationLayer
import TerminalKit

/// The GitHub users scene's first screen, Home: GitHub's users page after page, each with its star. The next
/// page is asked for as the selection nears the end of the rows; `s` stars the selected user through the flow's
/// star input, `b` opens the bookmarks, Enter the user's details, `r` retries a failure (or refreshes).
@MainActor
public final class UsersScreen: SceneScreen {
    public var title: String { strings[UsersWords.title] }

    let flow: UsersFlowCoordinator
    private let strings: Strings
    private let stars: UsersStars
    private var list = ListView()
    private var filter = ListFilter()

    /// The screen of `flow`'s Home, its first `pages` pages asked for at once; `strings` words the screen and
    /// the view models' messages.
    public init(flow: UsersFlowCoordinator, pages: Int = 1, strings: Strings) {
        self.flow = flow
        self.strings = strings
        stars = UsersStars(flow: flow)
        flow.open(.home(pages: pages))
    }

    /// Home with the pages it shows, as the web ring's list page names it.
    public var destination: UsersDestination { .home(pages: max(flow.home.state.pageCount, 1)) }

    public var position: String? { filter.status(position: list.position(of: shownRows.count)) }

    public var isEditing: Bool { filter.isEditing }

    /// The rows the filter keeps, all of them while it is empty.
    private var shownRows: [GitHubUserItemViewModel] {
        filter.kept(flow.home.state.rows, by: \.login)
    }

    public var keyTable: KeyTable {
        let home = flow.home
        let filterBinding = KeyBinding.filter(filter, strings) { [self] key in
            guard filter.handle(key) else { return false }
            list.select(0, count: shownRows.count)
            return true
        }
        if filter.isEditing { return KeyTable([filterBinding]) }
        let rows = shownRows
        let selected = list.selection.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
        let isFailed = home.state.status.failure != nil
        return KeyTable {
            KeyBinding.listMoves(strings) { [self] key in
                guard list.handle(key, count: rows.count) else { return false }
                if list.isNearEnd(of: rows.count) { home.didLoadNextPage() }
                return true
            }
            KeyBinding([.enter, .click(row: 0, column: 0)], KeyHelp("Enter", .details, strings)) { [self] in
                selected.map { .push(UserDetailsScreen(flow: flow, login: $0.login, strings: strings)) } ?? .handled
            }
            KeyBinding([.character("s")], KeyHelp("s", UsersTerminalText.keyStar, strings)) { [self] in
                if let selected { stars.toggle(selected, from: .home(pages: max(home.state.pageCount, 1))) }
                return .handled
            }
            KeyBinding([.character("b")], KeyHelp("b", UsersTerminalText.keyBookmarks, strings)) { [self] in
                .push(UsersBookmarksScreen(flow: flow, strings: strings))
            }
            if let open = UsersRows.openPage(of: selected, strings: strings) { open }
            KeyBinding([.character("r")], KeyHelp("r", isFailed ? .retry : .refresh, strings)) {
                if isFailed { home.didTapRetry() } else { home.didRefresh() }
                return .handled
            }
            filterBinding
        }
    }

    public func draw(in body: inout ScreenBuffer) {
        let state = flow.home.state
        if state.rows.isEmpty {
            UsersRows.drawNoRows(
                state.status, empty: strings[UsersTerminalText.empty], loading: strings[UsersWords.loading],
                strings: strings, in: &body)
        } else {
            UsersRows.draw(shownRows, list: &list, strings: strings, in: &body)
            drawFooter(state, in: &body, line: body.height - 2)
        }
        UsersRows.drawNote(
            confirmation: state.confirmation, login: stars.lastLogin, notice: state.notice, strings: strings, in: &body,
            line: body.height - 1)
    }

    /// A note shown goes at the next key, whatever the key does.
    public func handle(_ key: Key) -> TerminalNavigation {
        let home = flow.home
        if !filter.isEditing {
            if home.state.confirmation != nil { home.didShowConfirmation() }
            if home.state.notice != nil { home.didShowNotice() }
        }
        return keyTable.handle(key)
    }

    public func didReappear() {
        flow.open(.home(pages: max(flow.home.state.pageCount, 1)))
    }

    /// Returns once every star sent from here is answered and the flow's pages have come.
    func settled() async {
        await stars.settled()
    }

    /// The line under the rows: the next page on its way, a failure with Retry, or the end of the list.
    private func drawFooter(_ state: GitHubUsersListViewModel.State, in body: inout ScreenBuffer, line: Int) {
        switch state.status {
        case .loading(.nextPage):
            StatusLines.drawLoading(
                strings[SharedWords.loadingMore], strings: strings, in: &body, row: line, column: 1)
        case .loading:
            StatusLines.drawLoading(
                strings[SharedWords.refreshing], strings: strings, in: &body, row: line, column: 1)
        case .failed(let message, _):
            let retry = " " + StatusLines.retry(strings)
            body.write(
                message.text(strings).truncated(toWidth: max(1, body.width - retry.terminalWidth - 2)), row: line,
                column: 1, style: Style(foreground: .red))
            body.write(retry, row: line, column: max(1, body.width - retry.terminalWidth - 1), style: .bold)
        case .loaded where !state.hasMore:
            body.write(
                strings(UsersTerminalText.end, strings.number(state.rows.count)), row: line, column: 1, style: .dim)
        case .idle, .loaded:
            body.write(
                strings(UsersTerminalText.count, strings.number(state.rows.count)), row: line, column: 1, style: .dim)
        }
    }
}

extension UsersScreen {
    /// The GitHub users screens showing `destination`, as a user who walked there would have them: Home at its
    /// pages, or Home's first page with the bookmarks or a user's details above it.
    /// - Parameters:
    ///   - destination: Home, the bookmarks or the user to show.
    ///   - flow: the scene's new flow.
    ///   - strings: the screens' language.
    public static func screens(
        showing destination: UsersDestination, flow: UsersFlowCoordinator, strings: Strings
    ) -> [any TerminalScreen] {
        switch destination {
        case .home(let pages):
            return [UsersScreen(flow: flow, pages: pages, strings: strings)]
        case .bookmarks(let page):
            let home = UsersScreen(flow: flow, strings: strings)
            return [home, UsersBookmarksScreen(flow: flow, page: page, strings: strings)]
        case .details(let login):
            let home = UsersScreen(flow: flow, strings: strings)
            return [home, UserDetailsScreen(flow: flow, login: login, strings: strings)]
        }
    }
}
