import DomainLayer
import Foundation
import Observation

/// Bookmarks: the bookmarked users kept on this device, newest first, a page at a time
/// (`FetchGitHubUserBookmarksInteractor.pageSize`), read again each time the screen is shown; un-starring a row
/// removes it.
@MainActor
@Observable
public final class GitHubUserBookmarksViewModel: Settleable, GitHubUserStarring {
    /// The Bookmarks screen's one state value.
    public struct State: Hashable, Sendable {
        /// What the screen is doing: the shared screen state; a read with no rows shown is full-screen, a read
        /// again keeps the rows until it replaces them.
        public typealias Status = ScreenState<ListLoad>

        /// The bookmarked users of the page shown, newest first.
        public var rows: [GitHubUserItemViewModel]
        public var status: Status
        /// The page shown, 1 for the newest bookmarks.
        public var page: Int
        /// Whether older bookmarks follow on the next page.
        public var hasMore: Bool
        /// Shown once after a bookmark changed, until `didShowConfirmation()`.
        public var confirmation: GitHubUserBookmarkConfirmation?
        /// A bookmark that could not be set, whose and why, until `didShowNotice()`; the rows stay.
        public var notice: GitHubUserBookmarkFailure?
        /// The row last unstarred here, which Undo (starring that user again here) puts back in its place; nil
        /// once it is put back, or the bookmarks are read again.
        public var removed: Removal?

        /// A row unstarred here and where it was.
        public struct Removal: Hashable, Sendable {
            /// The row, as it was shown.
            public var row: GitHubUserItemViewModel
            /// Its place among the rows of its page.
            public var index: Int
            /// When it was bookmarked, which Undo keeps, so it returns to its place among all the bookmarks;
            /// nil for a row this screen did not read (one starred on another screen since).
            public var bookmarkedAt: Date?

            public init(row: GitHubUserItemViewModel, index: Int, bookmarkedAt: Date? = nil) {
                self.row = row
                self.index = index
                self.bookmarkedAt = bookmarkedAt
            }
        }

        /// Creates a state; the defaults are the screen before the first read.
        public init(
            rows: [GitHubUserItemViewModel] = [], status: Status = .idle, page: Int = 1, hasMore: Bool = false,
            confirmation: GitHubUserBookmarkConfirmation? = nil, notice: GitHubUserBookmarkFailure? = nil,
            removed: Removal? = nil
        ) {
            self.rows = rows
            self.status = status
            self.page = page
            self.hasMore = hasMore
            self.confirmation = confirmation
            self.notice = notice
            self.removed = removed
        }

        /// True when the bookmarks were read and there are none.
        public var isEmpty: Bool { status == .loaded && rows.isEmpty }

        /// Shows `change`, set here: a row this unstarring removed is kept for Undo, with its time from
        /// `bookmarkedAt`; the user unstarred last, starred again (Undo), goes back in its place; any other star
        /// shows as on any screen.
        mutating func showSetHere(
            _ user: GitHubUser, isBookmarked: Bool, change: GitHubUserBookmarkChange, bookmarkedAt: Date? = nil
        ) {
            if isBookmarked, let removal = removed, removal.row.id == user.id {
                removed = nil
                guard !rows.contains(where: { $0.id == user.id }) else { return }
                rows.insert(removal.row.starred(true), at: min(removal.index, rows.count))
                return
            }
            if change == .removed, let index = rows.firstIndex(where: { $0.id == user.id }) {
                removed = Removal(row: rows[index], index: index, bookmarkedAt: bookmarkedAt)
            }
            show(user, isBookmarked: isBookmarked)
        }

        /// Shows `user` bookmarked (at the top of the first page, as the newest) or not (its row removed).
        mutating func show(_ user: GitHubUser, isBookmarked: Bool) {
            if isBookmarked {
                guard page == 1 else { return }
                guard !rows.contains(where: { $0.id == user.id }) else { return }
                rows.insert(GitHubUserItemViewModel(user: user, isBookmarked: true), at: 0)
            } else {
                rows.removeAll { $0.id == user.id }
            }
        }

        /// This state with `status`.
        func with(status: Status) -> State {
            var state = self
            state.status = status
            return state
        }
    }

    /// The screen's one state value.
    public private(set) var state = State()

    /// Called when this screen set a bookmark, so the flow can show it on its other screens.
    @ObservationIgnored public var onBookmarkChange: @MainActor (GitHubUser, _ isBookmarked: Bool) -> Void = { _, _ in }

    @ObservationIgnored private let fetchBookmarks: any FetchGitHubUserBookmarksUseCase
    @ObservationIgnored private let setBookmark: any SetGitHubUserBookmarkUseCase
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)
    @ObservationIgnored private lazy var bookmarkRequests = GitHubUserBookmarkRequests(
        self, confirmation: \.state.confirmation)
    /// When each user of the rows read was bookmarked, which an unstar keeps for Undo (the rows do not show it).
    @ObservationIgnored private var bookmarkedAt: [Int: Date] = [:]

    /// Creates the screen with nothing read.
    public init(
        fetchBookmarks: any FetchGitHubUserBookmarksUseCase, setBookmark: any SetGitHubUserBookmarkUseCase
    ) {
        self.fetchBookmarks = fetchBookmarks
        self.setBookmark = setBookmark
    }

    /// The screen was shown at its page `page` (1 for the newest): reads that page again, unless it is being
    /// read.
    public func didAppear(page: Int = 1) {
        let page = min(max(page, 1), FetchGitHubUserBookmarksInteractor.maximumPage)
        guard !state.status.isLoading || state.page != page else { return }
        if page != state.page {
            state = State(page: page)
        }
        load()
    }

    /// The user tapped Retry after a failure.
    public func didTapRetry() {
        guard case .failed = state.status else { return }
        load()
    }

    /// The user set the star of `user` on or off: off removes its row (kept for Undo), on shows it at the top,
    /// or, for the user unstarred last (Undo), back in its place with the time it was first bookmarked. A change
    /// is confirmed once, and a request that changed nothing (a repeated or stale one) says nothing. A failure is
    /// a notice; the rows stay.
    public func didSetBookmark(_ isBookmarked: Bool, for user: GitHubUser) {
        state.notice = nil
        let restored = state.removed.flatMap { removal -> GitHubUserBookmark? in
            guard isBookmarked, removal.row.id == user.id, let addedAt = removal.bookmarkedAt else { return nil }
            return GitHubUserBookmark(user: removal.row.user, addedAt: addedAt)
        }
        bookmarkRequests.start(for: user.id) { [setBookmark] deliver in
            let change =
                if let restored {
                    try await setBookmark.execute(restoring: restored)
                } else {
                    try await setBookmark.execute(isBookmarked, for: user)
                }
            deliver { viewModel in
                viewModel.state.showSetHere(
                    user, isBookmarked: isBookmarked, change: change, bookmarkedAt: viewModel.bookmarkedAt[user.id])
                viewModel.state.confirmation = GitHubUserBookmarkConfirmation(change)
                // Even a request that changed nothing tells the truth the other screens may lack.
                viewModel.onBookmarkChange(user, isBookmarked)
            }
        } failed: { viewModel, message in
            viewModel.state.notice = GitHubUserBookmarkFailure(
                login: user.login, isBookmarked: isBookmarked, message: message)
        }
    }

    /// A bookmark changed on another screen: a new one shows at the top, a removed one goes, without a
    /// confirmation. Before the first read nothing changes; the read will show it. While a read is on its way it
    /// is read again, as that read may have been made before the change.
    public func didChangeBookmark(_ isBookmarked: Bool, for user: GitHubUser) {
        guard state.status != .idle else { return }
        guard !state.status.isLoading else {
            load(keepingRemoval: true)
            return
        }
        state.show(user, isBookmarked: isBookmarked)
    }

    /// The bookmarks changed outside the app's flows (another process): the page shown is read again, its rows
    /// shown until it comes, without a confirmation; Undo stays for a row whose user is still not bookmarked.
    /// Before the first read nothing changes; the read will show it.
    public func didChangeBookmarksElsewhere() {
        guard state.status != .idle else { return }
        load(keepingRemoval: true)
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

    /// Returns once neither the bookmarks nor a bookmark change are on their way.
    public func settled() async {
        await requests.settled()
        await bookmarkRequests.settled()
    }

    public var isSettled: Bool { !requests.isRunning && !bookmarkRequests.isRunning }

    /// Reads the page shown; `keepingRemoval` keeps Undo's row while its user is not among the bookmarks read.
    private func load(keepingRemoval: Bool = false) {
        let number = state.page
        let loading: ListLoad = state.rows.isEmpty ? .fullScreen : .refresh
        requests.start(showing: state.with(status: .loading(loading))) { [fetchBookmarks] deliver in
            let page = try await fetchBookmarks.execute(page: number)
            deliver {
                $0.state.rows = page.bookmarks.map { GitHubUserItemViewModel(user: $0.user, isBookmarked: true) }
                $0.bookmarkedAt = Dictionary(page.bookmarks.map { ($0.user.id, $0.addedAt) }) { first, _ in first }
                $0.state.hasMore = page.hasMore
                $0.state.removed = $0.state.removed.flatMap { removal in
                    keepingRemoval && !page.bookmarks.contains { $0.user.id == removal.row.id } ? removal : nil
                }
                $0.state.status = .loaded
            }
        } failed: { viewModel, message in
            viewModel.state.status = .failed(message, of: loading)
        }
    }
}
