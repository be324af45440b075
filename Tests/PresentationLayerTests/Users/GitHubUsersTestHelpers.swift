import DomainLayer
import PresentationLayer
import TestSupport

/// The rows of the users `ids`, those in `bookmarked` starred.
func userItems(_ ids: some Sequence<Int>, bookmarked: Set<Int> = []) -> [GitHubUserItemViewModel] {
    GitHubUserFixtures.users(ids).map { GitHubUserItemViewModel(user: $0, isBookmarked: bookmarked.contains($0.id)) }
}

/// Home over fakes: seven users in pages of three (1–3, 4–6, 7, then an empty page), user 2 starred. The suites
/// of Home's paging and of its stars share it.
@MainActor
protocol GitHubUsersListTesting {
    var bookmarks: FakeGitHubUserBookmarkUseCases { get }
    var pages: FakeFetchGitHubUserPageUseCase { get }
}

extension GitHubUsersListTesting {
    /// The fakes: the bookmarks (user 2) and the pages, which mark their rows with them.
    static func sevenUsers() -> (FakeGitHubUserBookmarkUseCases, FakeFetchGitHubUserPageUseCase) {
        let bookmarks = FakeGitHubUserBookmarkUseCases(bookmarks: [GitHubUserFixtures.bookmark(2)])
        let pages = FakeFetchGitHubUserPageUseCase(bookmarks: bookmarks)
        pages.answerPages(of: GitHubUserFixtures.users(1...7), pageSize: 3)
        return (bookmarks, pages)
    }

    /// A list showing its first page, users 1–3.
    func showingTheFirstPage() async -> GitHubUsersListViewModel {
        let viewModel = GitHubUsersListViewModel(fetchPage: pages, setBookmark: bookmarks)
        viewModel.didAppear()
        await viewModel.settled()
        return viewModel
    }
}
