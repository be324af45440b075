import DomainLayer
import Observation

/// Home: GitHub's users page after page (infinite paging), each with a bookmark star; a refresh starts again
/// from the first page.
///
/// Pages run through one `LatestRequest` (a refresh supersedes a next page, a cancellation shows the list as it
/// was); bookmarks through one per user, so they never cancel a page or each other.
@MainActor
@Observable
public final class GitHubUsersListViewModel: Settleable, GitHubUserStarring {
    /// The screen's one state value.
    public private(set) var state = State()

    /// How many pages the screen's address asks for: what the latest load aims at (`/users?pages=3`), which
    /// Retry's address keeps, so a failed page 3 is retried at `pages=3` with pages 1–2 still shown.
    public private(set) var pagesWanted = 1

    /// Called when this screen set a bookmark, so the flow can show it on its other screens.
    @ObservationIgnored public var onBookmarkChange: @MainActor (GitHubUser, _ isBookmarked: Bool) -> Void = { _, _ in }

    @ObservationIgnored private let fetchPage: any FetchGitHubUserPageUseCase
    @ObservationIgnored private let setBookmark: any SetGitHubUserBookmarkUseCase
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)
    @ObservationIgnored private lazy var bookmarkRequests = GitHubUserBookmarkRequests(
        self, confirmation: \.state.confirmation)

    /// Creates the list with no page.
    public init(fetchPage: any FetchGitHubUserPageUseCase, setBookmark: any SetGitHubUserBookmarkUseCase) {
        self.fetchPage = fetchPage
        self.setBookmark = setBookmark
    }

    /// The most pages one address loads at once: a link copied after scrolling reopens the same rows, while a
    /// shared link cannot make the server page through GitHub without end.
    public nonisolated static let maximumPages = 20

    /// The screen was shown at an address holding `pages` pages (a link copied after scrolling, or "Load more"
    /// without JavaScript): loads them, at most `maximumPages`, the first time. Shown again asking for more
    /// pages than it has ("Load more" or Retry without JavaScript, in the same window), it loads only the pages
    /// it lacks after the rows it keeps; otherwise the list stays as it is.
    public func didAppear(pages: Int = 1) {
        let pages = min(max(pages, 1), Self.maximumPages)
        switch state.status {
        case .idle:
            pagesWanted = pages
            load(.fullScreen, pages: pages)
        case .failed where state.rows.isEmpty:
            pagesWanted = pages
            load(.fullScreen, pages: pages)
        case .loaded, .failed:
            guard pages > state.pageCount, !state.rows.isEmpty, state.hasMore else { return }
            pagesWanted = pages
            load(.nextPage, pages: pages - state.pageCount)
        case .loading:
            return
        }
    }

    /// The user reached the end of the rows: loads the next page, unless a page is on its way or the list has
    /// ended.
    public func didLoadNextPage() {
        guard !state.isLoading, !state.rows.isEmpty, state.hasMore else { return }
        pagesWanted = state.pageCount + 1
        load(.nextPage)
    }

    /// The user asked for a refresh: loads the first page again as GitHub has it now, which replaces the rows
    /// when it comes (a failure keeps them); meanwhile the state is `.loading(.refresh)` with the rows shown. A
    /// first page already on its way is kept.
    public func didRefresh() {
        if case .loading(let loading) = state.status, loading != .nextPage { return }
        pagesWanted = 1
        load(state.rows.isEmpty ? .fullScreen : .refresh, fresh: true)
    }

    /// The user tapped Retry after a failure: asks again for what failed, and for the pages after it that the
    /// address asks for.
    public func didTapRetry() {
        guard case .failed(_, let loading) = state.status else { return }
        switch loading {
        case .fullScreen: load(.fullScreen, pages: pagesWanted)
        case .nextPage: load(.nextPage, pages: max(pagesWanted - state.pageCount, 1))
        case .refresh: load(.refresh, fresh: true)
        }
    }

    /// The user set the star of `user` on or off. The row shows the result; a change is confirmed once, and a
    /// request that changed nothing (a repeated or stale one) says nothing. A failure is a notice; the list stays.
    public func didSetBookmark(_ isBookmarked: Bool, for user: GitHubUser) {
        state.notice = nil
        bookmarkRequests.start(for: user.id) { [setBookmark] deliver in
            let change = try await setBookmark.execute(isBookmarked, for: user)
            deliver { viewModel in
                viewModel.state.mark(user.id, isBookmarked: isBookmarked)
                viewModel.state.confirmation = GitHubUserBookmarkConfirmation(change)
                // Even a request that changed nothing tells the truth the other screens may lack.
                viewModel.onBookmarkChange(user, isBookmarked)
            }
        } failed: { viewModel, message in
            viewModel.state.notice = GitHubUserBookmarkFailure(
                login: user.login, isBookmarked: isBookmarked, message: message)
        }
    }

    /// A bookmark changed on another screen: the row of `userID`, if shown, shows it, without a confirmation.
    public func didChangeBookmark(_ isBookmarked: Bool, for userID: Int) {
        state.mark(userID, isBookmarked: isBookmarked)
    }

    /// The bookmarks changed outside the app's flows (another process): every row shown says whether its user
    /// is among `bookmarkedIDs`, without a confirmation.
    public func didChangeBookmarks(bookmarkedIDs: Set<Int>) {
        state.mark(bookmarkedIDs: bookmarkedIDs)
    }

    public var starredRows: [GitHubUserItemViewModel] { state.rows }

    public var bookmarkFailure: GitHubUserBookmarkFailure? { state.notice }

    public func bookmarkSettled(for userID: Int) async {
        await bookmarkRequests.settled(for: userID)
    }

    /// The view showed the confirmation.
    public func didShowConfirmation() {
        state.confirmation = nil
    }

    /// The view showed the notice.
    public func didShowNotice() {
        state.notice = nil
    }

    /// Returns once neither a page nor a bookmark is on its way.
    public func settled() async {
        await requests.settled()
        await bookmarkRequests.settled()
    }

    public var isSettled: Bool { !requests.isRunning && !bookmarkRequests.isRunning }

    /// Loads `pages` pages one after another, each shown as it comes, while the list goes on; the first `fresh`
    /// (as GitHub has it now).
    private func load(_ loading: State.Loading, pages: Int = 1, fresh: Bool = false) {
        let first = loading == .nextPage ? (state.nextCursor ?? 0) : 0
        requests.start(showing: state.with(status: .loading(loading))) { [fetchPage] deliver in
            var cursor = first
            for number in 1...pages {
                let page = try await fetchPage.execute(after: cursor, fresh: fresh && number == 1)
                let next = deliver { viewModel -> Int? in
                    viewModel.state.show(page.rows, nextCursor: page.nextCursor, after: cursor)
                    guard number < pages, let next = viewModel.state.nextCursor else { return nil }
                    viewModel.state.status = .loading(.nextPage)
                    return next
                }
                guard let next = next ?? nil else { return }
                cursor = next
            }
        } failed: { viewModel, message in
            // A page after the first pages of an address failed: the rows stay, and Retry asks for the rest.
            let failed = loading == .fullScreen && !viewModel.state.rows.isEmpty ? .nextPage : loading
            viewModel.state.status = .failed(message, of: failed)
        }
    }
}
