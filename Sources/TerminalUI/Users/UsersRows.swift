import PresentationLayer
import TerminalKit

/// How the users scene's screens draw users and the notes a star leaves: a row's login, kind of account and
/// star; a list's rows, or what it shows while it has none; and the confirmation or failure of the last star,
/// worded in `strings`' language around the view model's message.
@MainActor
enum UsersRows {
    /// The star a row shows: ★ when bookmarked, ☆ otherwise.
    static func star(_ isBookmarked: Bool) -> String {
        isBookmarked ? "★" : "☆"
    }

    /// What sets a user's account apart, as the web's rows say it: an organization's or bot's kind, the staff
    /// mark when GitHub's staff ("Organization · staff"), and nothing for a plain user.
    static func kind(
        _ type: GitHubUserItemViewModel.AccountType, isSiteAdmin: Bool, strings: Strings
    ) -> String {
        let shown = type == .user ? nil : type.text(strings)
        let staff = isSiteAdmin ? strings[UsersTerminalText.staff] : nil
        return [shown, staff].compactMap(\.self).joined(separator: " · ")
    }

    /// How many cells the login column takes at most: GitHub's longest login, so the kind stays near its login
    /// on a wide screen.
    static let loginColumnWidth = 39

    /// Draws `row` on `line`: its star, its login (cut to fit, a wide character never split; a link to the user's
    /// page where GitHub gave one) and, after the login column (at the right on a narrow screen), its kind of
    /// account and the staff mark.
    static func draw(_ row: GitHubUserItemViewModel, strings: Strings, in buffer: inout ScreenBuffer, line: Int) {
        let starStyle = row.isBookmarked ? Style(foreground: .yellow, bold: true) : Style.dim
        buffer.write(star(row.isBookmarked), row: line, column: 1, style: starStyle)
        let kind = kind(row.type, isSiteAdmin: row.isSiteAdmin, strings: strings)
        let kindColumn = max(4, min(3 + loginColumnWidth + 2, buffer.width - kind.terminalWidth - 1))
        buffer.write(
            row.login.truncated(toWidth: max(0, kindColumn - 5)), row: line, column: 3,
            style: Style(link: page(of: row)))
        buffer.write(kind, row: line, column: kindColumn, style: .dim)
    }

    /// The user's page on GitHub, where GitHub gave one an address may link to.
    static func page(of row: GitHubUserItemViewModel) -> TerminalLink? {
        row.pageURL.flatMap(TerminalLink.init)
    }

    /// `o`, offered while the selected row has a page, opening it in the browser.
    static func openPage(of row: GitHubUserItemViewModel?, strings: Strings) -> KeyBinding? {
        guard let page = row.flatMap(page(of:)) else { return nil }
        return KeyBinding([.character("o")], KeyHelp("o", TerminalText.openInBrowser, strings)) { .openInBrowser(page) }
    }

    /// "Couldn't star octocat. <why>", the why worded by the view model's message in `strings`' language.
    static func text(_ failure: GitHubUserBookmarkFailure, strings: Strings) -> String {
        let text = failure.isBookmarked ? UsersTerminalText.starNotSaved : .unstarNotSaved
        return strings(text, failure.login, failure.message.text(strings))
    }

    /// Draws the last star's failure (red) or else its confirmation (green), naming `login` whose star it was,
    /// on `line`.
    static func drawNote(
        confirmation: GitHubUserBookmarkConfirmation?, login: String?, notice: GitHubUserBookmarkFailure?,
        strings: Strings, in buffer: inout ScreenBuffer, line: Int
    ) {
        if let notice {
            buffer.write(
                text(notice, strings: strings).truncated(toWidth: buffer.width - 2), row: line, column: 1,
                style: Style(foreground: .red))
        } else if let confirmation {
            buffer.write(
                confirmation.text(strings, login: login).truncated(toWidth: buffer.width - 2), row: line, column: 1,
                style: Style(foreground: .green))
        }
    }

    /// Draws `rows` through `list` from the top, leaving the two lines at the bottom to the screen's footer and
    /// note.
    static func draw(
        _ rows: [GitHubUserItemViewModel], list: inout ListView, strings: Strings, in buffer: inout ScreenBuffer
    ) {
        list.draw(count: rows.count, in: &buffer, row: 0, height: max(1, buffer.height - 2)) { index, buffer, line in
            draw(rows[index], strings: strings, in: &buffer, line: line)
        }
    }

    /// Draws what a list of users with no rows shows for `status`: its failure with Retry, `empty` once loaded,
    /// or `loading` while the rows come.
    static func drawNoRows(
        _ status: ScreenState<ListLoad>, empty: String, loading: String, strings: Strings,
        in buffer: inout ScreenBuffer
    ) {
        switch status {
        case .failed(let message, _):
            StatusLines.drawFailure(message.text(strings), strings: strings, in: &buffer, row: 1, column: 1)
        case .loaded:
            buffer.write(empty, row: 1, column: 1, style: .dim)
        case .idle, .loading:
            StatusLines.drawLoading(loading, strings: strings, in: &buffer, row: 1, column: 1)
        }
    }
}

/// Sends stars through the users flow's star input (`UsersFlowCoordinator.didSetBookmark(_:from:within:on:)`),
/// the input the web ring's star form posts to, and keeps them until they are saved or failed, for `settled()`.
@MainActor
final class UsersStars {
    private let flow: UsersFlowCoordinator
    /// The stars on their way, by the number they were sent as; each leaves once answered.
    private var running: [Int: Task<Void, Never>] = [:]
    private var sent = 0
    /// The user whose star was turned last, whom its confirmation names.
    private(set) var lastLogin: String?

    /// How long a star is waited for; the save goes on after it, and the screen shows its outcome when it comes.
    static let limit = Duration.seconds(30)

    init(flow: UsersFlowCoordinator) {
        self.flow = flow
    }

    /// Turns the star of `row`, shown on the screen of `route`, the other way.
    func toggle(_ row: GitHubUserItemViewModel, from route: UsersDestination) {
        let star = UsersStar(
            userID: row.id, login: row.login, avatarURL: row.avatarURL, type: row.type.rawValue,
            isSiteAdmin: row.isSiteAdmin, isBookmarked: !row.isBookmarked)
        let flow = flow
        sent += 1
        lastLogin = row.login
        let number = sent
        running[number] = Task { @MainActor [weak self] in
            _ = await flow.didSetBookmark(star, from: route, within: Self.limit, on: ContinuousClock())
            self?.running[number] = nil
        }
    }

    /// Returns once every star sent is answered and the flow has settled.
    func settled() async {
        for task in Array(running.values) { await task.value }
        await flow.settled()
    }
}
