import DomainLayer
import PresentationLayer
import TerminalKit
import TestSupport
import Testing

@testable import TerminalUI

/// The users scene in the terminal over the flow's real view models and fakes of its use cases: seven users in
/// pages of three (1–3, 4–6, 7), user 2 bookmarked.
@MainActor
@Suite struct UsersScreenTests {
    let bookmarks = FakeGitHubUserBookmarkUseCases(bookmarks: [GitHubUserFixtures.bookmark(2)])
    let pages: FakeFetchGitHubUserPageUseCase
    let details = FakeFetchGitHubUserDetailsUseCase()
    let flow: UsersFlowCoordinator

    init() {
        pages = FakeFetchGitHubUserPageUseCase(bookmarks: bookmarks)
        flow = UsersFlowCoordinator(
            dependencies: UsersSceneDependencies(
                fetchPage: pages, fetchDetails: details, fetchBookmarks: bookmarks, setBookmark: bookmarks))
    }

    func answerSevenUsers() {
        pages.answerPages(of: GitHubUserFixtures.users(1...7), pageSize: 3)
    }

    /// Home once its first page came and was drawn, which selects the first row as the terminal shows it.
    func openHome(strings: Strings = .en) async -> UsersScreen {
        let screen = UsersScreen(flow: flow, strings: strings)
        await screen.settled()
        _ = lines(of: screen)
        return screen
    }

    /// The rows of `screen`, drawn 50 cells wide and 12 tall unless told (rows 10 and 11: the footer and the note).
    func lines(of screen: any TerminalScreen, width: Int = 50, height: Int = 12) -> [String] {
        screen.drawnLines(width: width, height: height)
    }

    @Test func homeListsTheFirstPageWithEachUsersKindAndStar() async {
        answerSevenUsers()
        let screen = UsersScreen(flow: flow, strings: .en)
        await screen.settled()
        let lines = lines(of: screen)
        #expect(lines[0] == " ☆ user-1", "a plain user's row names no kind")
        #expect(lines[1].hasPrefix(" ★ user-2"))
        #expect(lines[2].hasPrefix(" ☆ user-3"))
        #expect(lines[3].isEmpty)
        #expect(lines[10] == " 3 users")
    }

    @Test func aRowsKindNamesOnlyWhatSetsTheAccountApartAsTheWebsRowsDo() {
        #expect(UsersRows.kind(.user, isSiteAdmin: false, strings: .en) == "")
        #expect(UsersRows.kind(.user, isSiteAdmin: true, strings: .en) == "staff")
        #expect(UsersRows.kind(.organization, isSiteAdmin: true, strings: .en) == "Organization · staff")
        #expect(UsersRows.kind(.bot, isSiteAdmin: false, strings: Strings(.ko)) == "봇")
    }

    @Test func onAWideScreenARowsKindFollowsTheLoginColumnAndOnANarrowOneItsAtTheRight() {
        let organization = GitHubUserItemViewModel(
            user: GitHubUser(id: 1, login: "octo-org", avatarURL: "", type: .organization), isBookmarked: false)
        let long = GitHubUserItemViewModel(
            user: GitHubUser(id: 2, login: String(repeating: "l", count: 60), avatarURL: "", type: .bot),
            isBookmarked: false)
        var wide = ScreenBuffer(width: 200, height: 2)
        UsersRows.draw(organization, strings: .en, in: &wide, line: 0)
        UsersRows.draw(long, strings: .en, in: &wide, line: 1)
        var narrow = ScreenBuffer(width: 30, height: 1)
        UsersRows.draw(organization, strings: .en, in: &narrow, line: 0)
        // The login column is GitHub's longest login, 39 cells, and two spaces follow it.
        #expect(
            wide.lines == [
                " ☆ octo-org" + String(repeating: " ", count: 33) + "Organization",
                " ☆ " + String(repeating: "l", count: 38) + "…  Bot",
            ])
        #expect(narrow.lines == [" ☆ octo-org      Organization"])
    }

    @Test func movingTowardsTheEndLoadsTheNextPagesUntilTheListEnds() async {
        answerSevenUsers()
        let screen = await openHome()
        #expect(screen.handle(.down).isHandled)
        await screen.settled()
        #expect(lines(of: screen)[3].hasPrefix(" ☆ user-4"))
        #expect(screen.handle(.end).isHandled)
        await screen.settled()
        _ = screen.handle(.end)
        await screen.settled()
        let lines = lines(of: screen)
        #expect(lines[6].hasPrefix(" ☆ user-7"))
        #expect(lines[10] == " End of the list · 7 users")
        #expect(pages.requests.map(\.cursor) == [0, 3, 6, 7])
    }

    @Test func sTogglesTheSelectedStarThroughTheFlowAndSavesIt() async {
        answerSevenUsers()
        let screen = await openHome()
        #expect(screen.handle(.character("s")).isHandled)
        await screen.settled()
        var shown = lines(of: screen)
        #expect(shown[0].hasPrefix(" ★ user-1"))
        #expect(shown[11] == " Added to bookmarks")
        #expect(bookmarks.bookmarkedIDs == [1, 2])

        _ = screen.handle(.down)
        _ = screen.handle(.character("s"))
        await screen.settled()
        shown = lines(of: screen)
        #expect(shown[1].hasPrefix(" ☆ user-2"))
        #expect(shown[11] == " Removed user-2 from bookmarks", "the confirmation names whose star went")
        #expect(bookmarks.bookmarkedIDs == [1])
    }

    @Test func aStarThatFailsToSaveShowsTheFailureAndTheRowKeepsItsStar() async {
        answerSevenUsers()
        bookmarks.sets.answer(1, with: .failure(StorageError.full))
        let screen = await openHome()
        _ = screen.handle(.character("s"))
        await screen.settled()
        let shown = lines(of: screen, width: 120)
        #expect(shown[0].hasPrefix(" ☆ user-1"))
        #expect(shown[11] == " Couldn't star user-1. \(ErrorMessage.diskFull.text(.en))")
    }

    @Test func bookmarksListTheStarredUsersAndUnstarringRemovesOne() async throws {
        answerSevenUsers()
        let screen = await openHome()
        _ = screen.handle(.character("s"))
        await screen.settled()
        let bookmarksScreen = try #require(
            screen.handle(.character("b")).pushed as? UsersBookmarksScreen, "b opens the bookmarks")
        await bookmarksScreen.settled()
        var shown = lines(of: bookmarksScreen)
        #expect(shown[0].hasPrefix(" ★ user-1"))
        #expect(shown[1].hasPrefix(" ★ user-2"))
        #expect(shown[2].isEmpty)

        _ = bookmarksScreen.handle(.down)
        _ = bookmarksScreen.handle(.character("s"))
        await bookmarksScreen.settled()
        shown = lines(of: bookmarksScreen)
        #expect(shown[0].hasPrefix(" ★ user-1"))
        #expect(shown[1].isEmpty)
        #expect(bookmarks.bookmarkedIDs == [1])

        screen.didReappear()
        await screen.settled()
        #expect(lines(of: screen)[1].hasPrefix(" ☆ user-2"))
    }

    @Test func enterOpensTheDetailsWithTheProfilesFieldsAndItsStar() async throws {
        answerSevenUsers()
        details.answers.answer("user-3", with: .success(GitHubUserFixtures.details(3)))
        let screen = await openHome()
        _ = screen.handle(.down)
        _ = screen.handle(.down)
        let detailsScreen = try #require(screen.handle(.enter).pushed as? UserDetailsScreen, "Enter opens the details")
        await detailsScreen.settled()
        var shown = lines(of: detailsScreen, height: 20)
        #expect(detailsScreen.title == "user-3")
        #expect(shown[1] == " ☆ user-3")
        #expect(shown[2] == " User 3")
        #expect(shown[3] == " Bio of 3.")
        #expect(shown.contains(" Company       Company 3"))
        #expect(shown.contains(" Followers     30"))
        #expect(shown.contains(" GitHub        https://github.com/user-3"))

        _ = detailsScreen.handle(.character("s"))
        await detailsScreen.settled()
        shown = lines(of: detailsScreen, height: 20)
        #expect(shown[1] == " ★ user-3")
        #expect(shown[19] == " Added to bookmarks")
        #expect(bookmarks.bookmarkedIDs == [2, 3])
    }

    @Test func oOpensTheProfilesGitHubPageWhichIsALinkWhereTheTerminalShowsLinks() async throws {
        answerSevenUsers()
        details.answers.answer("user-1", with: .success(GitHubUserFixtures.details(1)))
        let screen = await openHome()
        let detailsScreen = try #require(screen.handle(.enter).pushed as? UserDetailsScreen)
        await detailsScreen.settled()
        guard case .openInBrowser(let link) = detailsScreen.handle(.character("o")) else {
            Issue.record("o opens no page")
            return
        }
        #expect(link.url == "https://github.com/user-1")
        #expect(detailsScreen.keys.contains(KeyHelp("o", "open in the browser")))
        var body = ScreenBuffer(width: 80, height: 20)
        detailsScreen.draw(in: &body)
        let row = try #require((0..<20).first { body.lines[$0].contains("https://github.com/user-1") })
        #expect(body[row, 15].style.link == link && body[row, 1].style.link == nil)
    }

    @Test func aRowWithAPageLinksItsLoginThereAndOOpensItARowWithoutOneOffersNoO() async throws {
        var users = GitHubUserFixtures.users(1...3)
        users[0].htmlURL = "https://github.com/user-1"
        pages.answerPages(of: users, pageSize: 3)
        let screen = await openHome()
        var body = ScreenBuffer(width: 50, height: 12)
        screen.draw(in: &body)
        let link = try #require(TerminalLink("https://github.com/user-1"))
        #expect(body[0, 3].style.link == link && body[0, 1].style.link == nil && body[1, 3].style.link == nil)
        #expect(screen.keys.contains(KeyHelp("o", "open in the browser")))
        guard case .openInBrowser(let opened) = screen.handle(.character("o")) else {
            Issue.record("o opens no page")
            return
        }
        #expect(opened == link)
        _ = screen.handle(.down)
        #expect(!screen.keys.contains(KeyHelp("o", "open in the browser")))
        #expect(screen.handle(.character("o")).isIgnored)
    }

    @Test func aProfileTallerThanTheScreenScrollsAPageAtATimeAndToItsEnds() async throws {
        answerSevenUsers()
        details.answers.answer("user-1", with: .success(GitHubUserFixtures.details(1)))
        let screen = await openHome()
        let detailsScreen = try #require(screen.handle(.enter).pushed as? UserDetailsScreen, "Enter opens the details")
        await detailsScreen.settled()
        let whole = lines(of: detailsScreen, height: 20)
        // The profile takes 14 rows, the last one blank; the screen's last row is the note's.
        #expect(whole[12] == " GitHub        https://github.com/user-1")
        #expect(Array(whole[13...]) == Array(repeating: "", count: 7))
        #expect(lines(of: detailsScreen, height: 6) == Array(whole.prefix(5)) + [""])
        // Five rows a page: a page moves four, and the last top (9) shows the blank row after the GitHub line last.
        let keys = [Key.pageDown, .character(" "), .end, .home, .character("G")]
        for (key, top) in zip(keys, [4, 8, 9, 0, 9]) {
            #expect(detailsScreen.handle(key).isHandled)
            let expected: [String] = Array(whole[top..<top + 5]) + [""]
            #expect(lines(of: detailsScreen, height: 6) == expected, "after \(key)")
        }
        #expect(detailsScreen.handle(.character("s")).isHandled)
    }

    @Test func aFailedFirstPageShowsTheMessageWithRetryAndRRetries() async {
        pages.answers.answer(0, with: .failure(DomainError.offline))
        let screen = UsersScreen(flow: flow, strings: .en)
        await screen.settled()
        var shown = lines(of: screen, width: 120)
        #expect(shown[1] == " " + ErrorMessage.offline.text(.en))
        #expect(shown.contains(" Retry (r)"))
        #expect(screen.keys.contains(KeyHelp("r", "retry")))

        answerSevenUsers()
        #expect(screen.handle(.character("r")).isHandled)
        await screen.settled()
        shown = lines(of: screen)
        #expect(shown[0].hasPrefix(" ☆ user-1"))
        #expect(!shown.contains(" Retry (r)"))
        #expect(screen.keys.contains(KeyHelp("r", "refresh")))
    }

    @Test func aFailedNextPageKeepsTheRowsAndOffersRetryUnderThem() async {
        answerSevenUsers()
        pages.answers.answer(3, with: .failure(DomainError.timedOut))
        let screen = await openHome()
        _ = screen.handle(.down)
        await screen.settled()
        var shown = lines(of: screen, width: 120)
        #expect(shown[0].hasPrefix(" ☆ user-1"))
        #expect(shown[10].hasPrefix(" " + ErrorMessage.timedOut.text(.en)) && shown[10].hasSuffix("Retry (r)"))

        pages.answerPages(of: GitHubUserFixtures.users(1...7), pageSize: 3)
        _ = screen.handle(.character("r"))
        await screen.settled()
        shown = lines(of: screen, width: 120)
        #expect(shown[3].hasPrefix(" ☆ user-4"))
        #expect(!shown[10].contains("Retry"))
    }

    @Test func aFailedProfileKeepsTheRowAndIsWordedInTheUsersLanguageWithRetry() async throws {
        answerSevenUsers()
        details.answers.answer("user-2", with: .failure(DomainError.offline))
        let screen = await openHome(strings: Strings(.ko))
        _ = screen.handle(.down)
        let detailsScreen = try #require(screen.handle(.enter).pushed as? UserDetailsScreen, "Enter opens the details")
        await detailsScreen.settled()
        var shown = lines(of: detailsScreen, width: 120)
        #expect(shown[1] == " ★ user-2")
        #expect(shown.contains(" " + ErrorMessage.offline.text(Strings(.ko))))
        #expect(shown.contains(" 다시 시도 (r)"))

        details.answers.answer("user-2", with: .success(GitHubUserFixtures.details(2)))
        _ = detailsScreen.handle(.character("r"))
        await detailsScreen.settled()
        shown = lines(of: detailsScreen, width: 120)
        #expect(shown[2] == " User 2")
        #expect(!shown.contains(" 다시 시도 (r)"))
    }
}
