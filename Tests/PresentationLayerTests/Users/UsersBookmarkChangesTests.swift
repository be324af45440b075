import DomainLayer
import PresentationLayer
import TestSupport
import Testing

/// Two windows of the app (two flows made from the same scene dependencies) see each other's stars.
@MainActor
@Suite struct UsersBookmarkChangesTests {
    let bookmarks = FakeGitHubUserBookmarkUseCases()
    let pages: FakeFetchGitHubUserPageUseCase
    let dependencies: UsersSceneDependencies

    init() {
        pages = FakeFetchGitHubUserPageUseCase(bookmarks: bookmarks)
        pages.answerPages(of: GitHubUserFixtures.users(1...7), pageSize: 3)
        dependencies = UsersSceneDependencies(
            fetchPage: pages, fetchDetails: FakeFetchGitHubUserDetailsUseCase(), fetchBookmarks: bookmarks,
            setBookmark: bookmarks)
    }

    @Test func aStarInOneWindowShowsOnTheOtherWindowsHomeAndBookmarks() async {
        let first = UsersFlowCoordinator(dependencies: dependencies)
        let second = UsersFlowCoordinator(dependencies: dependencies)
        first.open(.home)
        second.open(.home)
        second.open(.bookmarks)
        await first.settled()
        await second.settled()

        first.home.didSetBookmark(true, for: 2)
        await first.settled()
        #expect(
            second.home.state
                == GitHubUsersListViewModel.State(
                    rows: userItems(1...3, bookmarked: [2]), pageCount: 1, nextCursor: 3, status: .loaded))
        #expect(
            second.bookmarks.state
                == GitHubUserBookmarksViewModel.State(rows: userItems([2], bookmarked: [2]), status: .loaded))
        #expect(second.home.state.confirmation == nil)

        second.bookmarks.didSetBookmark(false, for: 2)
        await second.settled()
        #expect(first.home.state.rows == userItems(1...3))
    }

    @Test func aClosedWindowsFlowIsFreedAndNoLongerCounted() async {
        let open = UsersFlowCoordinator(dependencies: dependencies)
        weak var closed: UsersFlowCoordinator?
        do {
            let flow = UsersFlowCoordinator(dependencies: dependencies)
            flow.open(.home)
            await flow.settled()
            flow.home.didSetBookmark(true, for: 1)
            await flow.settled()
            closed = flow
        }
        #expect(closed == nil)
        #expect(dependencies.bookmarkChanges.openSubscriberCount == 1)
        open.home.didSetBookmark(true, for: 3)
        await open.settled()
        #expect(dependencies.bookmarkChanges.openSubscriberCount == 1)
    }

    /// `user` bookmarked or not by another process sharing the data directory: the bookmarks change without any
    /// flow, which are told with their ids now.
    func setElsewhere(_ isBookmarked: Bool, for id: Int) async throws {
        _ = try await bookmarks.execute(isBookmarked, for: GitHubUserFixtures.user(id))
        dependencies.bookmarkChanges.send(.changedElsewhere(bookmarkedIDs: bookmarks.bookmarkedIDs), from: nil)
    }

    @Test func aChangeMadeElsewhereShowsOnHomeAndBookmarksWhichKeepsItsUndo() async throws {
        _ = try await bookmarks.execute(true, for: GitHubUserFixtures.user(3))
        let flow = UsersFlowCoordinator(dependencies: dependencies)
        flow.open(.home)
        flow.open(.bookmarks)
        await flow.settled()
        flow.bookmarks.didSetBookmark(false, for: 3)
        await flow.settled()
        let removal = try #require(flow.bookmarks.state.removed)

        try await setElsewhere(true, for: 1)
        await flow.settled()

        #expect(
            flow.home.state
                == GitHubUsersListViewModel.State(
                    rows: userItems(1...3, bookmarked: [1]), pageCount: 1, nextCursor: 3, status: .loaded))
        #expect(
            flow.bookmarks.state
                == GitHubUserBookmarksViewModel.State(
                    rows: userItems([1], bookmarked: [1]), status: .loaded, confirmation: .removed, removed: removal))
    }

    @Test func aChangeMadeElsewhereThatBookmarksTheUserUnstarredHereEndsItsUndo() async throws {
        _ = try await bookmarks.execute(true, for: GitHubUserFixtures.user(3))
        let flow = UsersFlowCoordinator(dependencies: dependencies)
        flow.open(.bookmarks)
        await flow.settled()
        flow.bookmarks.didSetBookmark(false, for: 3)
        await flow.settled()

        try await setElsewhere(true, for: 3)
        await flow.settled()

        #expect(
            flow.bookmarks.state
                == GitHubUserBookmarksViewModel.State(
                    rows: userItems([3], bookmarked: [3]), status: .loaded, confirmation: .removed))
    }

    @Test func aChangeMadeElsewhereReadsNoBookmarksForAScreenNotShownYet() async throws {
        let flow = UsersFlowCoordinator(dependencies: dependencies)
        flow.open(.home)
        await flow.settled()

        try await setElsewhere(true, for: 2)
        await flow.settled()

        #expect(flow.bookmarks.state == GitHubUserBookmarksViewModel.State())
        #expect(flow.home.state.rows == userItems(1...3, bookmarked: [2]))
    }
}
