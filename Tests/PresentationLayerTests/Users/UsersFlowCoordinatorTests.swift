import DomainLayer
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct UsersFlowCoordinatorTests {
    let bookmarks = FakeGitHubUserBookmarkUseCases()
    let pages: FakeFetchGitHubUserPageUseCase
    let details = FakeFetchGitHubUserDetailsUseCase()

    init() {
        pages = FakeFetchGitHubUserPageUseCase(bookmarks: bookmarks)
        pages.answerPages(of: GitHubUserFixtures.users(1...7), pageSize: 3)
    }

    func makeFlow() -> UsersFlowCoordinator {
        UsersFlowCoordinator(
            dependencies: UsersSceneDependencies(
                fetchPage: pages, fetchDetails: details, fetchBookmarks: bookmarks, setBookmark: bookmarks))
    }

    @Test func homeLoadsItsFirstPageOnceAndBookmarksAreReadAgainEachTimeTheTabOpens() async {
        let flow = makeFlow()
        flow.open(.home)
        flow.open(.bookmarks)
        await flow.settled()
        flow.open(.home)
        flow.open(.bookmarks)
        await flow.settled()
        #expect(
            flow.home.state
                == GitHubUsersListViewModel.State(rows: userItems(1...3), pageCount: 1, nextCursor: 3, status: .loaded))
        #expect(flow.bookmarks.state == GitHubUserBookmarksViewModel.State(status: .loaded))
        #expect(pages.answers.requests == [0])
        #expect(bookmarks.reads.requests == [1, 2])
    }

    @Test func aStarOnHomeShowsInBookmarksAndAnUnstarInBookmarksUnmarksHome() async {
        let flow = makeFlow()
        flow.open(.home)
        flow.open(.bookmarks)
        await flow.settled()

        // One after the other: two saves at once may end in either order.
        flow.home.didSetBookmark(true, for: 2)
        await flow.home.bookmarkSettled(for: 2)
        flow.home.didSetBookmark(true, for: 3)
        await flow.settled()
        flow.home.didShowConfirmation()
        #expect(
            flow.bookmarks.state
                == GitHubUserBookmarksViewModel.State(rows: userItems([3, 2], bookmarked: [2, 3]), status: .loaded))

        flow.bookmarks.didSetBookmark(false, for: 2)
        await flow.settled()
        #expect(
            flow.bookmarks.state
                == GitHubUserBookmarksViewModel.State(
                    rows: userItems([3], bookmarked: [3]), status: .loaded, confirmation: .removed,
                    removed: .init(row: userItems([2], bookmarked: [2])[0], index: 1)))
        #expect(
            flow.home.state
                == GitHubUsersListViewModel.State(
                    rows: userItems(1...3, bookmarked: [3]), pageCount: 1, nextCursor: 3, status: .loaded))

        flow.open(.bookmarks)
        await flow.settled()
        #expect(flow.bookmarks.state.rows == userItems([3], bookmarked: [3]))
    }

    @Test func aStarOnAProfileIsSetThereAndShowsOnBothTabs() async {
        let flow = makeFlow()
        flow.open(.home)
        flow.open(.bookmarks)
        details.answers.answer("user-2", with: .success(GitHubUserFixtures.details(2)))
        flow.open(.details(login: "user-2"))
        await flow.settled()
        let profile = flow.details
        #expect(flow.starring(from: .details(login: "user-2")) === profile)

        flow.starring(from: .details(login: "user-2")).didSetBookmark(true, for: 2)
        await flow.settled()
        #expect(profile?.state.content?.isBookmarked == true)
        #expect(profile?.confirmation == .added)
        #expect(flow.home.state.confirmation == nil)
        #expect(flow.home.state.rows == userItems(1...3, bookmarked: [2]))
        #expect(flow.bookmarks.state.rows == userItems([2], bookmarked: [2]))

        flow.home.didSetBookmark(false, for: 2)
        await flow.settled()
        #expect(profile?.state.content?.isBookmarked == false)
    }

    @Test func aStarOnHomeBeforeBookmarksOpenShowsOnItsFirstRead() async {
        let flow = makeFlow()
        flow.open(.home)
        await flow.settled()
        flow.home.didSetBookmark(true, for: 1)
        await flow.settled()
        #expect(flow.bookmarks.state == GitHubUserBookmarksViewModel.State())

        flow.open(.bookmarks)
        await flow.settled()
        #expect(
            flow.bookmarks.state
                == GitHubUserBookmarksViewModel.State(rows: userItems([1], bookmarked: [1]), status: .loaded))
    }

    /// User 1 was starred behind this window's back (another window): Home's stale star changes nothing and
    /// says nothing, yet both tabs now show the truth.
    @Test func aStaleStarThatChangedNothingStillBringsBothTabsUpToDate() async throws {
        let flow = makeFlow()
        flow.open(.home)
        flow.open(.bookmarks)
        await flow.settled()
        _ = try await bookmarks.execute(true, for: GitHubUserFixtures.user(1))

        flow.home.didSetBookmark(true, for: 1)
        await flow.settled()
        #expect(
            flow.home.state
                == GitHubUsersListViewModel.State(
                    rows: userItems(1...3, bookmarked: [1]), pageCount: 1, nextCursor: 3, status: .loaded))
        #expect(
            flow.bookmarks.state
                == GitHubUserBookmarksViewModel.State(rows: userItems([1], bookmarked: [1]), status: .loaded))
    }

    @Test func aUserOfEitherTabShowsItsRowUntilItsProfileComesAndATabClosesTheProfile() async {
        let flow = makeFlow()
        flow.open(.home)
        await flow.settled()
        details.answers.answer("User-2", with: .success(GitHubUserFixtures.details(2)))
        details.answers.hold("User-2")
        flow.open(.details(login: "User-2"))
        #expect(
            flow.details?.state
                == .loading("User-2", preview: GitHubUserDetailsContent(GitHubUserFixtures.user(2))))
        details.answers.release("User-2")
        await flow.settled()
        #expect(flow.details?.state == .loaded(GitHubUserDetailsContent(GitHubUserFixtures.details(2))))

        let bookmarked = GitHubUser(id: 42, login: "gone-from-home", avatarURL: "https://avatars.example/u/42")
        _ = try? await bookmarks.execute(true, for: bookmarked)
        flow.open(.bookmarks)
        await flow.settled()
        #expect(flow.details == nil)
        details.answers.answer("gone-from-home", with: .failure(DomainError.offline))
        flow.open(.details(login: "gone-from-home"))
        await flow.settled()
        let preview = GitHubUserDetailsContent(bookmarked, isBookmarked: true)
        #expect(flow.details?.state == .failed(.offline, of: "gone-from-home", preview: preview))

        details.answers.answer("nobody", with: .failure(DomainError.notFound))
        flow.open(.details(login: "nobody"))
        #expect(flow.details?.state == .loading("nobody", preview: nil))
        await flow.settled()
        #expect(flow.details?.state == .notFound("nobody"))
    }
}
