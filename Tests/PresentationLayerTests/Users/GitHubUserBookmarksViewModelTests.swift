import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct GitHubUserBookmarksViewModelTests {
    typealias State = GitHubUserBookmarksViewModel.State

    /// Users 3, 2 and 1, newest first.
    let bookmarks = FakeGitHubUserBookmarkUseCases(bookmarks: [3, 2, 1].map(GitHubUserFixtures.bookmark))

    func showingTheBookmarks() async -> GitHubUserBookmarksViewModel {
        let viewModel = GitHubUserBookmarksViewModel(fetchBookmarks: bookmarks, setBookmark: bookmarks)
        viewModel.didAppear()
        await viewModel.settled()
        return viewModel
    }

    @Test func theBookmarksShowNewestFirstAndAreReadAgainEachTimeTheScreenIsShown() async throws {
        bookmarks.reads.hold(1)
        let viewModel = GitHubUserBookmarksViewModel(fetchBookmarks: bookmarks, setBookmark: bookmarks)
        viewModel.didAppear()
        viewModel.didAppear()
        #expect(viewModel.state == State(status: .loading(.fullScreen)))
        bookmarks.reads.release(1)
        await viewModel.settled()
        let shown = State(rows: userItems([3, 2, 1], bookmarked: [1, 2, 3]), status: .loaded)
        #expect(viewModel.state == shown)

        _ = try await bookmarks.execute(true, for: GitHubUserFixtures.user(7))
        bookmarks.reads.hold(2)
        viewModel.didAppear()
        #expect(viewModel.state == State(rows: shown.rows, status: .loading(.refresh)))
        bookmarks.reads.release(2)
        await viewModel.settled()
        #expect(viewModel.state == State(rows: userItems([7, 3, 2, 1], bookmarked: [1, 2, 3, 7]), status: .loaded))
        #expect(bookmarks.reads.requests == [1, 2])
    }

    @Test func noBookmarksIsAnEmptyList() async {
        let none = FakeGitHubUserBookmarkUseCases()
        let viewModel = GitHubUserBookmarksViewModel(fetchBookmarks: none, setBookmark: none)
        viewModel.didAppear()
        await viewModel.settled()
        #expect(viewModel.state == State(status: .loaded))
        #expect(viewModel.state.isEmpty)
    }

    @Test func unstarringARowRemovesItAndConfirmsTheRemovalOnce() async {
        let viewModel = await showingTheBookmarks()
        viewModel.didSetBookmark(false, for: 2)
        await viewModel.settled()
        let remaining = userItems([3, 1], bookmarked: [1, 3])
        let removal = State.Removal(
            row: GitHubUserItemViewModel(user: GitHubUserFixtures.user(2), isBookmarked: true), index: 1,
            bookmarkedAt: GitHubUserFixtures.bookmark(2).addedAt)
        #expect(viewModel.state == State(rows: remaining, status: .loaded, confirmation: .removed, removed: removal))
        #expect(bookmarks.bookmarkedIDs == [1, 3])

        viewModel.didShowConfirmation()
        viewModel.didAppear()
        await viewModel.settled()
        #expect(viewModel.state == State(rows: remaining, status: .loaded))
    }

    /// Another tab removed user 2 already: this page's star removes the row and says nothing.
    @Test func unstarringAUserRemovedElsewhereRemovesTheRowQuietly() async throws {
        let viewModel = await showingTheBookmarks()
        _ = try await bookmarks.execute(false, for: GitHubUserFixtures.user(2))
        viewModel.didSetBookmark(false, for: 2)
        await viewModel.settled()
        #expect(viewModel.state == State(rows: userItems([3, 1], bookmarked: [1, 3]), status: .loaded))
    }

    @Test func aStaleFormStarringAUserNoLongerShownPutsItAtTheTop() async {
        let viewModel = await showingTheBookmarks()
        viewModel.didSetBookmark(true, for: 9)
        await viewModel.settled()
        #expect(bookmarks.sets.requests.isEmpty)

        viewModel.didSetBookmark(true, for: 9, login: "user-9", avatarURL: "https://avatars.example/u/9")
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(
                    rows: userItems([9, 3, 2, 1], bookmarked: [1, 2, 3, 9]), status: .loaded, confirmation: .added))
    }

    @Test func aRemovalThatFailsIsANoticeNamingTheUserAndTheCauseAndTheRowStays() async {
        bookmarks.sets.answer(2, with: .failure(StorageError.full))
        let viewModel = await showingTheBookmarks()
        viewModel.didSetBookmark(false, for: 2)
        await viewModel.settled()
        let rows = userItems([3, 2, 1], bookmarked: [1, 2, 3])
        let notice = GitHubUserBookmarkFailure(
            login: GitHubUserFixtures.user(2).login, isBookmarked: false, message: .diskFull)
        #expect(viewModel.state == State(rows: rows, status: .loaded, notice: notice))
        viewModel.didShowNotice()
        #expect(viewModel.state == State(rows: rows, status: .loaded))
    }

    @Test func aFailedReadKeepsTheRowsAndRetryReadsAgain() async {
        bookmarks.reads.answer(2, with: .failure(DomainError.badData(details: "file is not a database")))
        let viewModel = await showingTheBookmarks()
        viewModel.didAppear()
        await viewModel.settled()
        let rows = userItems([3, 2, 1], bookmarked: [1, 2, 3])
        #expect(viewModel.state == State(rows: rows, status: .failed(.badData, of: .refresh)))

        viewModel.didTapRetry()
        await viewModel.settled()
        #expect(viewModel.state == State(rows: rows, status: .loaded))
        #expect(bookmarks.reads.requests == [1, 2, 3])
    }

    @Test func aCancelledReadIsNeverShown() async {
        bookmarks.reads.answer(2, with: .failure(CancellationError()))
        let viewModel = await showingTheBookmarks()
        let shown = viewModel.state
        viewModel.didAppear()
        await viewModel.settled()
        #expect(viewModel.state == shown)
    }

    @Test func aBookmarkChangedOnAnotherScreenShowsWithoutAConfirmation() async {
        let viewModel = await showingTheBookmarks()
        viewModel.didChangeBookmark(true, for: GitHubUserFixtures.user(5))
        viewModel.didChangeBookmark(true, for: GitHubUserFixtures.user(3))
        viewModel.didChangeBookmark(false, for: GitHubUserFixtures.user(1))
        #expect(viewModel.state == State(rows: userItems([5, 3, 2], bookmarked: [2, 3, 5]), status: .loaded))
    }

    @Test func aStarSavedWhileTheBookmarksAreReadShowsOnceTheReadIsOver() async throws {
        bookmarks.reads.hold(1)
        let viewModel = GitHubUserBookmarksViewModel(fetchBookmarks: bookmarks, setBookmark: bookmarks)
        viewModel.didAppear()
        // Starred on Home (`s`, then `b` at once in the terminal) after the read was made, before it came.
        _ = try await bookmarks.execute(true, for: GitHubUserFixtures.user(7))
        viewModel.didChangeBookmark(true, for: GitHubUserFixtures.user(7))
        bookmarks.reads.release(1)
        await viewModel.settled()
        #expect(viewModel.state == State(rows: userItems([7, 3, 2, 1], bookmarked: [1, 2, 3, 7]), status: .loaded))
    }

    @Test func beforeTheFirstReadAChangeElsewhereWaitsForIt() {
        let viewModel = GitHubUserBookmarksViewModel(fetchBookmarks: bookmarks, setBookmark: bookmarks)
        viewModel.didChangeBookmark(true, for: GitHubUserFixtures.user(5))
        #expect(viewModel.state == State())
    }

    @Test func anUnstarredRowIsKeptForUndoWhichPutsItBackInItsPlace() async {
        let viewModel = await showingTheBookmarks()
        viewModel.didSetBookmark(false, for: 2)
        await viewModel.settled()
        let removal = State.Removal(
            row: GitHubUserItemViewModel(user: GitHubUserFixtures.user(2), isBookmarked: true), index: 1,
            bookmarkedAt: GitHubUserFixtures.bookmark(2).addedAt)
        #expect(
            viewModel.state
                == State(
                    rows: userItems([3, 1], bookmarked: [1, 3]), status: .loaded, confirmation: .removed,
                    removed: removal))

        viewModel.didSetBookmark(true, for: 2, login: "user-2", avatarURL: GitHubUserFixtures.user(2).avatarURL)
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(rows: userItems([3, 2, 1], bookmarked: [1, 2, 3]), status: .loaded, confirmation: .added))
        // Undo keeps the first time, so the bookmark is back in its place when the bookmarks are read again.
        #expect(bookmarks.bookmarks == [3, 2, 1].map(GitHubUserFixtures.bookmark))

        // Any other star goes on top, as the newest, and a second unstar replaces what Undo puts back.
        viewModel.didSetBookmark(false, for: 3)
        await viewModel.settled()
        viewModel.didSetBookmark(false, for: 1)
        await viewModel.settled()
        #expect(viewModel.state.removed?.row.id == 1)
        viewModel.didSetBookmark(true, for: 3, login: "user-3", avatarURL: GitHubUserFixtures.user(3).avatarURL)
        await viewModel.settled()
        #expect(viewModel.state.rows.map(\.id) == [3, 2])
        #expect(viewModel.state.removed?.row.id == 1)
    }

    @Test func undoOfARowStarredElsewhereSinceTheReadIsANewBookmark() async throws {
        let viewModel = await showingTheBookmarks()
        _ = try await bookmarks.execute(true, for: GitHubUserFixtures.user(9))
        viewModel.didChangeBookmark(true, for: GitHubUserFixtures.user(9))
        viewModel.didSetBookmark(false, for: 9)
        await viewModel.settled()
        #expect(viewModel.state.removed?.bookmarkedAt == nil)
        viewModel.didSetBookmark(true, for: 9, login: "user-9", avatarURL: GitHubUserFixtures.user(9).avatarURL)
        await viewModel.settled()
        #expect(viewModel.state.rows.map(\.id) == [9, 3, 2, 1])
        #expect(bookmarks.bookmarks.map(\.user.id) == [9, 3, 2, 1])
    }
}
