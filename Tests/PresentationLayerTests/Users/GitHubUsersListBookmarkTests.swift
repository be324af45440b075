import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct GitHubUsersListBookmarkTests: GitHubUsersListTesting {
    typealias State = GitHubUsersListViewModel.State

    let bookmarks: FakeGitHubUserBookmarkUseCases
    let pages: FakeFetchGitHubUserPageUseCase

    init() {
        (bookmarks, pages) = Self.sevenUsers()
    }

    func shown(bookmarked: Set<Int>, confirmation: GitHubUserBookmarkConfirmation? = nil) -> State {
        State(
            rows: userItems(1...3, bookmarked: bookmarked), pageCount: 1, nextCursor: 3, status: .loaded,
            confirmation: confirmation)
    }

    @Test func starringARowMarksItAndConfirmsItOnce() async {
        let viewModel = await showingTheFirstPage()
        viewModel.didSetBookmark(true, for: 3)
        await viewModel.settled()
        #expect(viewModel.state == shown(bookmarked: [2, 3], confirmation: .added))
        #expect(bookmarks.bookmarks.map(\.user) == GitHubUserFixtures.users([3, 2]))

        viewModel.didShowConfirmation()
        #expect(viewModel.state == shown(bookmarked: [2, 3]))
    }

    @Test func unstarringARowUnmarksItAndConfirmsTheRemovalOnce() async {
        let viewModel = await showingTheFirstPage()
        viewModel.didSetBookmark(false, for: 2)
        await viewModel.settled()
        #expect(viewModel.state == shown(bookmarked: [], confirmation: .removed))
        #expect(bookmarks.bookmarks.isEmpty)

        viewModel.didShowConfirmation()
        #expect(viewModel.state == shown(bookmarked: []))
    }

    @Test func settingABookmarkTwiceChangesNothingTheSecondTimeAndSaysNothing() async {
        let viewModel = await showingTheFirstPage()
        viewModel.didSetBookmark(true, for: 3)
        await viewModel.settled()
        viewModel.didShowConfirmation()

        viewModel.didSetBookmark(true, for: 3)
        await viewModel.settled()
        #expect(viewModel.state == shown(bookmarked: [2, 3]))
        viewModel.didSetBookmark(false, for: 1)
        await viewModel.settled()
        #expect(viewModel.state == shown(bookmarked: [2, 3]))
        #expect(bookmarks.bookmarks.map(\.user) == GitHubUserFixtures.users([3, 2]))
    }

    /// The page shows user 3 unstarred, but another screen starred it since: the page's star asks for what is
    /// already so, and the row shows the truth without saying anything alarming.
    @Test func aStaleFormThatAsksForWhatIsAlreadySoShowsItQuietly() async throws {
        let viewModel = await showingTheFirstPage()
        _ = try await bookmarks.execute(true, for: GitHubUserFixtures.user(3))
        viewModel.didSetBookmark(true, for: 3)
        await viewModel.settled()
        #expect(viewModel.state == shown(bookmarked: [2, 3]))
        #expect(bookmarks.bookmarks.map(\.user) == GitHubUserFixtures.users([3, 2]))
    }

    @Test func aStaleFormForAUserNoLongerShownSetsItsBookmarkAndChangesNoRow() async {
        let viewModel = await showingTheFirstPage()
        viewModel.didSetBookmark(true, for: 99)
        await viewModel.settled()
        #expect(bookmarks.sets.requests.isEmpty)

        let user = GitHubUserFixtures.user(99)
        viewModel.didSetBookmark(true, for: user.id, login: user.login, avatarURL: user.avatarURL)
        await viewModel.settled()
        #expect(viewModel.state == shown(bookmarked: [2], confirmation: .added))
        #expect(bookmarks.bookmarks.map(\.user) == [user, GitHubUserFixtures.user(2)])

        viewModel.didShowConfirmation()
        viewModel.didSetBookmark(false, for: GitHubUserFixtures.user(98))
        await viewModel.settled()
        #expect(viewModel.state == shown(bookmarked: [2]))
    }

    @Test func aFormNamingAShownUserSetsTheRowsUser() async {
        let viewModel = await showingTheFirstPage()
        viewModel.didSetBookmark(true, for: 3, login: "renamed", avatarURL: "https://elsewhere.example/3")
        await viewModel.settled()
        #expect(viewModel.state == shown(bookmarked: [2, 3], confirmation: .added))
        #expect(bookmarks.bookmarks.first?.user == GitHubUserFixtures.user(3))
    }

    @Test func aBookmarkThatCannotBeSetIsANoticeNamingTheUserAndTheCauseAndTheListStays() async {
        bookmarks.sets.answer(3, with: .failure(StorageError.notWritable))
        let viewModel = await showingTheFirstPage()
        viewModel.didSetBookmark(true, for: 3)
        await viewModel.settled()
        var expected = shown(bookmarked: [2])
        expected.notice = GitHubUserBookmarkFailure(
            login: GitHubUserFixtures.user(3).login, isBookmarked: true, message: .notWritable)
        #expect(viewModel.state == expected)

        viewModel.didShowNotice()
        #expect(viewModel.state == shown(bookmarked: [2]))
    }

    @Test func aCancelledBookmarkIsNeverShown() async {
        bookmarks.sets.answer(3, with: .failure(CancellationError()))
        let viewModel = await showingTheFirstPage()
        viewModel.didSetBookmark(true, for: 3)
        await viewModel.settled()
        #expect(viewModel.state == shown(bookmarked: [2]))
    }

    @Test func starringTwoUsersAtOnceSetsBoth() async {
        let viewModel = await showingTheFirstPage()
        bookmarks.sets.hold(1)
        bookmarks.sets.hold(3)
        viewModel.didSetBookmark(true, for: 1)
        viewModel.didSetBookmark(true, for: 3)
        bookmarks.sets.release(3)
        bookmarks.sets.release(1)
        await viewModel.settled()
        #expect(viewModel.state == shown(bookmarked: [1, 2, 3], confirmation: .added))
        #expect(bookmarks.bookmarkedIDs == [1, 2, 3])
    }

    @Test func aBookmarkNeitherWaitsForNorCancelsAPageOnItsWay() async {
        let viewModel = await showingTheFirstPage()
        pages.answers.hold(3)
        viewModel.didLoadNextPage()
        viewModel.didSetBookmark(true, for: 1)
        await change { viewModel.state }
        #expect(
            viewModel.state
                == State(
                    rows: userItems(1...3, bookmarked: [1, 2]), pageCount: 1, nextCursor: 3,
                    status: .loading(.nextPage),
                    confirmation: .added))
        pages.answers.release(3)
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(
                    rows: userItems(1...6, bookmarked: [1, 2]), pageCount: 2, nextCursor: 6, status: .loaded,
                    confirmation: .added))
    }

    @Test func aBookmarkChangedOnAnotherScreenMarksTheRowWithoutAConfirmation() async {
        let viewModel = await showingTheFirstPage()
        viewModel.didChangeBookmark(false, for: 2)
        viewModel.didChangeBookmark(true, for: 1)
        viewModel.didChangeBookmark(true, for: 99)
        #expect(viewModel.state == shown(bookmarked: [1]))
    }
}
