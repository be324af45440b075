import PresentationLayer
import TerminalKit

/// One user's details, as the web ring's user page shows them: the login with its star, the name, the bio, the
/// company, location, blog and email, the counts, and the profile's address on GitHub; while they come, or after
/// a failure, what the list's row knew. `s` sets the star, `r` retries a failure; a page taller than the screen
/// scrolls as a details page does (↑/↓, Page Up/Down, Home/End).
@MainActor
final class UserDetailsScreen: SceneScreen {
    private let flow: UsersFlowCoordinator
    private let details: GitHubUserDetailsViewModel?
    private let login: String
    private let strings: Strings
    private let stars: UsersStars
    private var page = ScrollingPage()

    /// Where the page is scrolled, while it is taller than the screen.
    var position: String? { page.position }

    /// The details of `login`, asked for at once through `flow`.
    init(flow: UsersFlowCoordinator, login: String, strings: Strings) {
        self.flow = flow
        self.login = login
        self.strings = strings
        stars = UsersStars(flow: flow)
        flow.open(.details(login: login))
        details = flow.details
    }

    var title: String { details?.state.content?.login ?? login }

    /// The user shown.
    var destination: UsersDestination { .details(login: login) }

    var keyTable: KeyTable {
        guard let details else { return KeyTable([]) }
        return KeyTable {
            if let content = details.state.content {
                KeyBinding([.character("s")], KeyHelp("s", UsersTerminalText.keyStar, strings)) { [self] in
                    stars.toggle(
                        GitHubUserItemViewModel(user: content.user, isBookmarked: content.isBookmarked),
                        from: .details(login: content.login))
                    return .handled
                }
            }
            KeyBinding.pageScroll(strings) { [self] key in page.handle(key) }
            if let gitHubPage {
                KeyBinding([.character("o")], KeyHelp("o", TerminalText.openInBrowser, strings)) {
                    .openInBrowser(gitHubPage)
                }
            }
            if case .failed = details.state {
                KeyBinding.retry(strings) { details.didTapRetry() }
            }
        }
    }

    /// The profile's page on GitHub, as a link a terminal can open.
    private var gitHubPage: TerminalLink? {
        details?.state.content?.gitHubLink.flatMap(TerminalLink.init)
    }

    /// The most rows the page takes above its failure's lines: a blank, the star's, the name's, three of the bio,
    /// a blank, eight facts and a blank.
    private static let profileRows = 16

    func draw(in body: inout ScreenBuffer) {
        guard let details else { return }
        let state = details.state
        // The page drawn whole, then the part of it that fits above the note's line.
        var failureRows = 0
        if case .failed(let message, _, _) = state {
            failureRows =
                StatusLines.failure(message.text(strings), width: max(1, body.width - 2), strings: strings)
                .count
        }
        var whole = ScreenBuffer(width: body.width, height: Self.profileRows + max(1, failureRows))
        var line = 1
        if let content = state.content {
            line = drawProfile(content, in: &whole)
        } else {
            whole.write(login.truncated(toWidth: body.width - 2), row: line, column: 1, style: .bold)
            line += 2
        }
        switch state {
        case .loading:
            line = StatusLines.drawLoading(
                strings[UsersWords.loadingProfile], strings: strings, in: &whole, row: line, column: 1)
        case .notFound:
            whole.write(strings(UsersTerminalText.notFound, login), row: line, column: 1)
            line += 1
        case .failed(let message, _, _):
            line = StatusLines.drawFailure(message.text(strings), strings: strings, in: &whole, row: line, column: 1)
        case .idle, .loaded:
            break
        }
        var shown = ScreenBuffer(width: body.width, height: max(0, body.height - 1))
        page.draw(rows: line, of: whole, in: &shown)
        body.draw(shown, row: 0, column: 0)
        UsersRows.drawNote(
            confirmation: details.confirmation, login: stars.lastLogin, notice: details.notice, strings: strings,
            in: &body,
            line: body.height - 1)
    }

    /// A note shown goes at the next key, whatever the key does.
    func handle(_ key: Key) -> TerminalNavigation {
        if let details {
            if details.confirmation != nil { details.didShowConfirmation() }
            if details.notice != nil { details.didShowNotice() }
        }
        return keyTable.handle(key)
    }

    /// Returns once every star sent from here is answered and the profile has come.
    func settled() async {
        await stars.settled()
    }

    /// Draws the profile from the top; returns the line after it.
    private func drawProfile(_ content: GitHubUserDetailsContent, in body: inout ScreenBuffer) -> Int {
        let width = max(1, body.width - 2)
        var line = 1
        let starStyle = content.isBookmarked ? Style(foreground: .yellow, bold: true) : Style.dim
        body.write(UsersRows.star(content.isBookmarked), row: line, column: 1, style: starStyle)
        let end = body.write(content.login.truncated(toWidth: width - 2), row: line, column: 3, style: .bold)
        let kind = UsersRows.kind(
            GitHubUserItemViewModel.AccountType(rawValue: content.type.rawValue) ?? .user,
            isSiteAdmin: content.isSiteAdmin, strings: strings)
        body.write("  " + kind, row: line, column: end, style: .dim)
        line += 1
        if let name = content.name {
            body.write(name.truncated(toWidth: width), row: line, column: 1)
            line += 1
        }
        if let bio = content.bio {
            for text in bio.wrapped(toWidth: width).prefix(3) {
                body.write(text, row: line, column: 1, style: .dim)
                line += 1
            }
        }
        line += 1
        var facts: [(term: String, value: String)] = []
        if let company = content.company { facts.append((strings[UsersWords.company], company)) }
        if let location = content.location { facts.append((strings[UsersWords.location], location)) }
        if let blog = content.blog { facts.append((strings[UsersWords.blog], blog)) }
        if let email = content.email { facts.append((strings[UsersWords.email], email)) }
        if let followers = content.followers {
            facts.append((strings[UsersWords.followers], strings.number(followers)))
        }
        if let following = content.following {
            facts.append((strings[UsersWords.following], strings.number(following)))
        }
        if let repos = content.publicRepos {
            facts.append((strings[UsersTerminalText.repositories], strings.number(repos)))
        }
        // GitHub is a name, the same in both languages.
        if let gitHub = content.gitHubLink { facts.append(("GitHub", gitHub)) }
        for (term, value) in facts {
            body.write(term, row: line, column: 1, style: .dim)
            // A web address is a link where the terminal shows links (the blog, the GitHub page).
            body.write(
                value.truncated(toWidth: max(1, width - 14)), row: line, column: 15,
                style: Style(link: TerminalLink(value)))
            line += 1
        }
        return line + 1
    }
}
