import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

@MainActor
@Suite struct GitHubUsersListViewModelTests: GitHubUsersListTesting {
    typealias State = GitHubUsersListViewModel.State

    let bookmarks: FakeGitHubUserBookmarkUseCases
    let pages: FakeFetchGitHubUserPageUseCase

    init() {
        (bookmarks, pages) = Self.sevenUsers()
    }

    @Test func theFirstPageLoadsFullScreenOnceWithItsRowsMarkedWithTheBookmarks() async {
        pages.answers.hold(0)
        let viewModel = GitHubUsersListViewModel(fetchPage: pages, setBookmark: bookmarks)
        #expect(viewModel.state == State())
        viewModel.didAppear()
        #expect(viewModel.state == State(status: .loading(.fullScreen)))
        pages.answers.release(0)
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(rows: userItems(1...3, bookmarked: [2]), pageCount: 1, nextCursor: 3, status: .loaded))

        viewModel.didAppear()
        await viewModel.settled()
        #expect(pages.answers.requests == [0])
    }

    @Test func pagingGoesOnToTheEndWhereAnEmptyPageEndsTheListWithoutAnError() async {
        let viewModel = await showingTheFirstPage()
        pages.answers.hold(3)
        viewModel.didLoadNextPage()
        viewModel.didLoadNextPage()
        #expect(
            viewModel.state
                == State(
                    rows: userItems(1...3, bookmarked: [2]), pageCount: 1, nextCursor: 3, status: .loading(.nextPage)))
        pages.answers.release(3)
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(rows: userItems(1...6, bookmarked: [2]), pageCount: 2, nextCursor: 6, status: .loaded))

        for _ in 1...2 {
            viewModel.didLoadNextPage()
            await viewModel.settled()
        }
        // The empty page that ended the list counts, as it always has: the address reads it again.
        let end = State(rows: userItems(1...7, bookmarked: [2]), pageCount: 4, nextCursor: nil, status: .loaded)
        #expect(viewModel.state == end)
        #expect(!viewModel.state.hasMore)

        viewModel.didLoadNextPage()
        await viewModel.settled()
        #expect(viewModel.state == end)
        #expect(pages.answers.requests == [0, 3, 6, 7])
    }

    /// `/users?pages=3` reopens the rows of three pages, and the state counts them for the address.
    @Test func anAddressHoldingPagesLoadsThemOneAfterAnotherAndCountsThem() async {
        let viewModel = GitHubUsersListViewModel(fetchPage: pages, setBookmark: bookmarks)
        viewModel.didAppear(pages: 3)
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(rows: userItems(1...7, bookmarked: [2]), pageCount: 3, nextCursor: 7, status: .loaded))
        #expect(pages.answers.requests == [0, 3, 6])
    }

    @Test func anEmptyFirstPageIsAnEmptyListThatAsksForNoMore() async {
        pages.answers.answer(0, with: .success(GitHubUserPage(users: [], nextCursor: nil)))
        let viewModel = await showingTheFirstPage()
        #expect(viewModel.state == State(pageCount: 1, nextCursor: nil, status: .loaded))
        #expect(viewModel.state.isEmpty)
        viewModel.didLoadNextPage()
        await viewModel.settled()
        #expect(pages.answers.requests == [0])
    }

    /// A source that names the same cursor again, or a cursor with an empty page, cannot make the list ask
    /// for the same page without end.
    @Test func aCursorThatDoesNotMoveOnEndsTheList() async {
        pages.answers.answer(3, with: .success(GitHubUserPage(users: GitHubUserFixtures.users([4]), nextCursor: 3)))
        let viewModel = await showingTheFirstPage()
        viewModel.didLoadNextPage()
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(rows: userItems(1...4, bookmarked: [2]), pageCount: 2, nextCursor: nil, status: .loaded))

        pages.answers.answer(0, with: .success(GitHubUserPage(users: [], nextCursor: 7)))
        viewModel.didRefresh()
        await viewModel.settled()
        #expect(viewModel.state == State(pageCount: 1, nextCursor: nil, status: .loaded))
    }

    @Test func aRefreshStartsAgainFromTheFirstPageAndReplacesTheListWhenItComes() async {
        let viewModel = await showingTheFirstPage()
        viewModel.didLoadNextPage()
        await viewModel.settled()
        let shown = State(rows: userItems(1...6, bookmarked: [2]), pageCount: 2, nextCursor: 6, status: .loaded)
        #expect(viewModel.state == shown)

        pages.answers.answer(0, with: .success(GitHubUserPage(users: GitHubUserFixtures.users([2, 8]), nextCursor: 8)))
        pages.answers.hold(0)
        viewModel.didRefresh()
        viewModel.didRefresh()
        viewModel.didLoadNextPage()
        #expect(viewModel.state == shown.with(status: .loading(.refresh)))
        pages.answers.release(0)
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(rows: userItems([2, 8], bookmarked: [2]), pageCount: 1, nextCursor: 8, status: .loaded))
        #expect(pages.answers.requests == [0, 3, 0])
    }

    @Test func aRefreshAsksForTheFirstPageFreshWithTheRowsShownAndRefreshingUntilItComes() async {
        let viewModel = await showingTheFirstPage()
        let shown = viewModel.state
        pages.answers.hold(0)
        viewModel.didRefresh()
        #expect(viewModel.state == shown.with(status: .loading(.refresh)))
        #expect(viewModel.state.rows == shown.rows)
        pages.answers.release(0)
        await viewModel.settled()
        #expect(viewModel.state == shown)
        #expect(pages.requests.map(\.fresh) == [false, true])
    }

    @Test func aFailedRefreshKeepsTheRowsAndRetryRefreshesAgain() async {
        let viewModel = await showingTheFirstPage()
        pages.answers.answer(0, with: .failure(DomainError.offline))
        viewModel.didRefresh()
        await viewModel.settled()
        let rows = userItems(1...3, bookmarked: [2])
        #expect(
            viewModel.state == State(rows: rows, pageCount: 1, nextCursor: 3, status: .failed(.offline, of: .refresh)))

        pages.answers.answer(0, with: .success(GitHubUserPage(users: GitHubUserFixtures.users([1, 9]), nextCursor: 9)))
        viewModel.didTapRetry()
        #expect(viewModel.state == State(rows: rows, pageCount: 1, nextCursor: 3, status: .loading(.refresh)))
        await viewModel.settled()
        #expect(viewModel.state == State(rows: userItems([1, 9]), pageCount: 1, nextCursor: 9, status: .loaded))
    }

    @Test func aFailedNextPageKeepsTheRowsWithItsCauseAndRetryLoadsIt() async {
        pages.answers.answer(3, with: .failure(DomainError.server(status: 500, message: "Internal Server Error")))
        let viewModel = await showingTheFirstPage()
        viewModel.didLoadNextPage()
        await viewModel.settled()
        let rows = userItems(1...3, bookmarked: [2])
        #expect(
            viewModel.state == State(rows: rows, pageCount: 1, nextCursor: 3, status: .failed(.server, of: .nextPage)))

        pages.answers.answer(
            3, with: .success(GitHubUserFixtures.page(of: GitHubUserFixtures.users(1...7), after: 3, pageSize: 3)))
        viewModel.didTapRetry()
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(rows: userItems(1...6, bookmarked: [2]), pageCount: 2, nextCursor: 6, status: .loaded))
        #expect(pages.answers.requests == [0, 3, 3])
    }

    @Test func aRateLimitedFirstPageSaysUntilWhenAndRetryLoadsIt() async {
        let reset = Date(timeIntervalSince1970: 1_767_225_600)
        pages.answers.answer(0, with: .failure(DomainError.rateLimited(until: reset)))
        let viewModel = await showingTheFirstPage()
        #expect(viewModel.state == State(status: .failed(.rateLimited(until: reset), of: .fullScreen)))

        pages.answerPages(of: GitHubUserFixtures.users(1...7), pageSize: 3)
        viewModel.didTapRetry()
        #expect(viewModel.state == State(status: .loading(.fullScreen)))
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(rows: userItems(1...3, bookmarked: [2]), pageCount: 1, nextCursor: 3, status: .loaded))
    }

    @Test func aCancellationIsNeverShownAndPutsBackTheListAsItWas() async {
        pages.answers.answer(3, with: .failure(CancellationError()))
        let viewModel = await showingTheFirstPage()
        let shown = viewModel.state
        viewModel.didLoadNextPage()
        await viewModel.settled()
        #expect(viewModel.state == shown)

        pages.answers.answer(0, with: .failure(CancellationError()))
        viewModel.didRefresh()
        await viewModel.settled()
        #expect(viewModel.state == shown)
    }

    @Test func aRefreshSupersedesANextPageWhoseLateRowsAreDropped() async {
        let viewModel = await showingTheFirstPage()
        pages.answers.hold(3)
        pages.answers.hold(0)
        viewModel.didLoadNextPage()
        viewModel.didRefresh()
        // The superseded page comes first, while the refresh still runs.
        pages.answers.release(3)
        pages.answers.release(0)
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(rows: userItems(1...3, bookmarked: [2]), pageCount: 1, nextCursor: 3, status: .loaded))
    }
}

extension GitHubUsersListViewModel.State {
    /// This state with `status`.
    func with(status: Status) -> Self {
        var state = self
        state.status = status
        return state
    }
}
