import DomainLayer
import Foundation
import PresentationLayer
import TestSupport
import Testing

/// An address holding pages (`/users?pages=3`) whose later page fails keeps the pages it had, and Retry asks
/// for the rest of what the address asks for; the same window shown again asking for more asks only for those.
@MainActor
@Suite struct GitHubUsersListAddressTests: GitHubUsersListTesting {
    typealias State = GitHubUsersListViewModel.State

    let bookmarks: FakeGitHubUserBookmarkUseCases
    let pages: FakeFetchGitHubUserPageUseCase
    let reset = Date(timeIntervalSince1970: 1_767_225_600)

    init() {
        (bookmarks, pages) = Self.sevenUsers()
    }

    @Test func aFailedThirdPageKeepsTheFirstTwoAndRetryAsksOnlyForTheThird() async {
        pages.answers.answer(6, with: .failure(DomainError.rateLimited(until: reset)))
        let viewModel = GitHubUsersListViewModel(fetchPage: pages, setBookmark: bookmarks)
        viewModel.didAppear(pages: 3)
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(
                    rows: userItems(1...6, bookmarked: [2]), pageCount: 2, nextCursor: 6,
                    status: .failed(.rateLimited(until: reset), of: .nextPage)))
        #expect(viewModel.pagesWanted == 3)

        pages.answerPages(of: GitHubUserFixtures.users(1...7), pageSize: 3)
        viewModel.didTapRetry()
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(rows: userItems(1...7, bookmarked: [2]), pageCount: 3, nextCursor: 7, status: .loaded))
        #expect(pages.answers.requests == [0, 3, 6, 6])
    }

    @Test func aFailedFirstPageIsRetriedWithEveryPageTheAddressAsksFor() async {
        pages.answers.answer(0, with: .failure(DomainError.rateLimited(until: reset)))
        let viewModel = GitHubUsersListViewModel(fetchPage: pages, setBookmark: bookmarks)
        viewModel.didAppear(pages: 3)
        await viewModel.settled()
        #expect(viewModel.state == State(status: .failed(.rateLimited(until: reset), of: .fullScreen)))
        #expect(viewModel.pagesWanted == 3)

        pages.answerPages(of: GitHubUserFixtures.users(1...7), pageSize: 3)
        viewModel.didTapRetry()
        await viewModel.settled()
        #expect(viewModel.state.pageCount == 3)
        #expect(pages.answers.requests == [0, 0, 3, 6])
    }

    /// "Load more" or Retry without JavaScript names the window: it keeps its rows and asks for what it lacks.
    @Test func shownAgainAskingForMorePagesItAsksOnlyForThePagesItLacks() async {
        let viewModel = GitHubUsersListViewModel(fetchPage: pages, setBookmark: bookmarks)
        viewModel.didAppear(pages: 1)
        await viewModel.settled()
        viewModel.didAppear(pages: 3)
        await viewModel.settled()
        #expect(
            viewModel.state
                == State(rows: userItems(1...7, bookmarked: [2]), pageCount: 3, nextCursor: 7, status: .loaded))
        viewModel.didAppear(pages: 2)
        await viewModel.settled()
        #expect(viewModel.state.pageCount == 3)
        #expect(pages.answers.requests == [0, 3, 6])
        #expect(viewModel.pagesWanted == 3)
    }
}
