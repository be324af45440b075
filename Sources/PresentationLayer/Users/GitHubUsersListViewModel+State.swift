import DomainLayer

extension GitHubUsersListViewModel {
    /// The Home screen's one state value.
    public struct State: Hashable, Sendable {
        /// What the list is doing: the shared screen state, over how a load shows; a failure keeps the load it
        /// failed, which Retry asks for again.
        public typealias Status = ScreenState<Loading>

        /// How a load shows: a full-screen indicator, a refresh that keeps the rows, or a footer indicator.
        public typealias Loading = ListLoad

        /// The users shown in GitHub's order (by id), the pages they came in, and the cursor (`since`) of the
        /// page after them, nil once the list has ended.
        public private(set) var paging: Paging<GitHubUserItemViewModel, Int>
        /// Loading, loaded or failed.
        public var status: Status
        /// Shown once after a bookmark changed, until `didShowConfirmation()`.
        public var confirmation: GitHubUserBookmarkConfirmation?
        /// A bookmark that could not be set, whose and why, until `didShowNotice()`; the list stays.
        public var notice: GitHubUserBookmarkFailure?

        /// Creates a state; the defaults are the screen before the first page, which starts at cursor 0.
        public init(
            rows: [GitHubUserItemViewModel] = [], pageCount: Int = 0, nextCursor: Int? = 0, status: Status = .idle,
            confirmation: GitHubUserBookmarkConfirmation? = nil, notice: GitHubUserBookmarkFailure? = nil
        ) {
            self.paging = Paging(rows: rows, pageCount: pageCount, nextCursor: nextCursor)
            self.status = status
            self.confirmation = confirmation
            self.notice = notice
        }

        /// The users shown, in GitHub's order (by id).
        public var rows: [GitHubUserItemViewModel] { paging.rows }
        /// How many pages the rows came in, for the list's address (`/users?pages=3`), which reopens the same
        /// rows.
        public var pageCount: Int { paging.pageCount }
        /// The cursor (`since`) of the page after the rows; nil once the list has ended.
        public var nextCursor: Int? { paging.nextCursor }
        /// Whether pages are left after the rows.
        public var hasMore: Bool { paging.hasMore }

        /// True when the list loaded without any user.
        public var isEmpty: Bool { status == .loaded && rows.isEmpty }

        /// True while a page is on its way.
        public var isLoading: Bool { status.isLoading }

        /// Shows the page that came for `cursor`: the first page replaces the rows, a next one is appended, in
        /// O(page size).
        mutating func show(_ page: [GitHubUserRow], nextCursor next: Int?, after cursor: Int) {
            let items = page.lazy.map(GitHubUserItemViewModel.init)
            // An empty page, or a cursor that does not move on, ends the list, so paging never asks for
            // the same page without end (the seed crashed on an empty page).
            let next = page.isEmpty ? nil : next.flatMap { $0 > cursor ? $0 : nil }
            if cursor == 0 {
                paging.showFirst(items, next: next)
            } else {
                paging.append(items, next: next)
            }
            status = .loaded
        }

        /// Sets the star of the row of `userID`, if it is shown.
        mutating func mark(_ userID: Int, isBookmarked: Bool) {
            paging.updateRow(where: { $0.id == userID }) { $0.isBookmarked = isBookmarked }
        }

        /// Sets the star of every row shown to whether `bookmarkedIDs` holds its user.
        mutating func mark(bookmarkedIDs: Set<Int>) {
            for row in rows where row.isBookmarked != bookmarkedIDs.contains(row.id) {
                mark(row.id, isBookmarked: !row.isBookmarked)
            }
        }

        /// This state with `status`.
        func with(status: Status) -> State {
            var state = self
            state.status = status
            return state
        }
    }
}
