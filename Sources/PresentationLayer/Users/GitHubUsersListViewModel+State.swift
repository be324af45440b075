import DomainLayer

extension GitHubUsersListViewModel {
    /// The Home screen's one state value.
    public struct State: Hashable, Sendable {
        /// What the list is doing: the shared screen state, over how a load shows; a failure keeps the load it
        /// failed, which Retry asks for again.
        public typealias Status = ScreenState<Loading>

        /// How a load shows: a full-screen indicator, a refresh that keeps the rows, or a footer indicator.
        public typealias Loading = ListLoad

        /// The users shown, in GitHub's order (by id).
        public var rows: [GitHubUserItemViewModel]
        /// The cursor (`since`) of the page after the rows; nil once the list has ended.
        public var nextCursor: Int?
        /// Loading, loaded or failed.
        public var status: Status
        /// Shown once after a bookmark changed, until `didShowConfirmation()`.
        public var confirmation: GitHubUserBookmarkConfirmation?
        /// A bookmark that could not be set, whose and why, until `didShowNotice()`; the list stays.
        public var notice: GitHubUserBookmarkFailure?

        /// Creates a state; the defaults are the screen before the first page.
        public init(
            rows: [GitHubUserItemViewModel] = [], nextCursor: Int? = 0, status: Status = .idle,
            confirmation: GitHubUserBookmarkConfirmation? = nil, notice: GitHubUserBookmarkFailure? = nil
        ) {
            self.rows = rows
            self.nextCursor = nextCursor
            self.status = status
            self.confirmation = confirmation
            self.notice = notice
        }

        /// Whether pages are left after the rows.
        public var hasMore: Bool { nextCursor != nil }

        /// True when the list loaded without any user.
        public var isEmpty: Bool { status == .loaded && rows.isEmpty }

        /// True while a page is on its way.
        public var isLoading: Bool { status.isLoading }

        /// Shows the page that came for `cursor`: the first page replaces the rows, a next one is appended.
        mutating func show(_ page: [GitHubUserRow], nextCursor next: Int?, after cursor: Int) {
            let items = page.map(GitHubUserItemViewModel.init)
            if cursor == 0 {
                rows = items
            } else {
                rows.append(contentsOf: items)
            }
            // NB: an empty page, or a cursor that does not move on, ends the list, so paging never asks for
            // the same page without end (the seed crashed on an empty page).
            nextCursor = page.isEmpty ? nil : next.flatMap { $0 > cursor ? $0 : nil }
            status = .loaded
        }

        /// Sets the star of the row of `userID`, if it is shown.
        mutating func mark(_ userID: Int, isBookmarked: Bool) {
            guard let index = rows.firstIndex(where: { $0.id == userID }) else { return }
            rows[index].isBookmarked = isBookmarked
        }

        /// This state with `status`.
        func with(status: Status) -> State {
            var state = self
            state.status = status
            return state
        }
    }
}
