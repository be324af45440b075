import DomainLayer
import Observation

/// One user's profile, by login, so a details address opens in any session; a user of a list shows its row
/// (avatar, login and star) while the profile comes, and keeps it if the profile fails. The profile has the
/// star of the lists' rows: set here, it is confirmed once, and a failure is a notice.
@MainActor
@Observable
public final class GitHubUserDetailsViewModel: Settleable, GitHubUserStarring {
    /// The details screen's one state, by login: while the profile comes, and after it failed, the list's row if
    /// the user came from there (`content`). The star's confirmation and notice are beside it.
    public typealias State = DetailState<String, GitHubUserDetailsContent>

    /// The screen's state.
    public private(set) var state: State = .idle
    /// Shown once after the star here changed a bookmark, until `didShowConfirmation()`.
    public private(set) var confirmation: GitHubUserBookmarkConfirmation?
    /// A star here that could not be saved, whose and why, until `didShowNotice()`; the profile stays.
    public private(set) var notice: GitHubUserBookmarkFailure?

    /// Called when the star here set a bookmark, so the flow can show it on its other screens.
    @ObservationIgnored public var onBookmarkChange: @MainActor (GitHubUser, _ isBookmarked: Bool) -> Void = { _, _ in }

    @ObservationIgnored private let fetchDetails: any FetchGitHubUserDetailsUseCase
    @ObservationIgnored private let setBookmark: any SetGitHubUserBookmarkUseCase
    @ObservationIgnored private lazy var requests = LatestRequest(self, state: \.state)
    @ObservationIgnored private lazy var bookmarkRequests = GitHubUserBookmarkRequests(
        self, confirmation: \.confirmation)
    /// The star last set for the user shown while the profile came: the profile, read before, says less.
    @ObservationIgnored private var starSetMeanwhile: (userID: Int, isBookmarked: Bool)?

    public init(fetchDetails: any FetchGitHubUserDetailsUseCase, setBookmark: any SetGitHubUserBookmarkUseCase) {
        self.fetchDetails = fetchDetails
        self.setBookmark = setBookmark
    }

    /// The user opened the profile of `login`; `row` is the list's user, shown while the profile comes. A
    /// profile on its way for the same login is kept.
    public func didOpen(login: String, from row: GitHubUserItemViewModel? = nil) {
        if case .loading(login, _) = state { return }
        load(login: login, preview: row.map { GitHubUserDetailsContent($0.user, isBookmarked: $0.isBookmarked) })
    }

    /// The user set the star of `user` (the one shown) on or off.
    public func didSetBookmark(_ isBookmarked: Bool, for user: GitHubUser) {
        notice = nil
        bookmarkRequests.start(for: user.id) { [setBookmark] deliver in
            let change = try await setBookmark.execute(isBookmarked, for: user)
            deliver { viewModel in
                viewModel.didChangeBookmark(isBookmarked, for: user.id)
                viewModel.confirmation = GitHubUserBookmarkConfirmation(change)
                // Even a request that changed nothing tells the truth the other screens may lack.
                viewModel.onBookmarkChange(user, isBookmarked)
            }
        } failed: { viewModel, message in
            viewModel.notice = GitHubUserBookmarkFailure(
                login: user.login, isBookmarked: isBookmarked, message: message)
        }
    }

    /// A bookmark changed on another screen: the star shows it, without a confirmation.
    public func didChangeBookmark(_ isBookmarked: Bool, for userID: Int) {
        starSetMeanwhile = (userID, isBookmarked)
        state = state.marking(userID, isBookmarked: isBookmarked)
    }

    /// The bookmarks changed outside the app's flows (another process): the star shows whether the user shown
    /// is among `bookmarkedIDs`, without a confirmation.
    public func didChangeBookmarks(bookmarkedIDs: Set<Int>) {
        guard let userID = state.content?.id else { return }
        didChangeBookmark(bookmarkedIDs.contains(userID), for: userID)
    }

    public var starredRows: [GitHubUserItemViewModel] {
        state.content.map { [GitHubUserItemViewModel(user: $0.user, isBookmarked: $0.isBookmarked)] } ?? []
    }

    public var bookmarkFailure: GitHubUserBookmarkFailure? { notice }

    public func bookmarkSettled(for userID: Int) async {
        await bookmarkRequests.settled(for: userID)
    }

    /// The view showed the confirmation.
    public func didShowConfirmation() {
        confirmation = nil
    }

    /// The view showed the notice.
    public func didShowNotice() {
        notice = nil
    }

    /// The user asked to try again after a failure; the row stays shown meanwhile.
    public func didTapRetry() {
        guard case .failed(_, let login, let preview) = state else { return }
        load(login: login, preview: preview)
    }

    public func settled() async {
        await requests.settled()
        await bookmarkRequests.settled()
    }

    public var isSettled: Bool { !requests.isRunning && !bookmarkRequests.isRunning }

    private func load(login: String, preview: GitHubUserDetailsContent?) {
        starSetMeanwhile = nil
        requests.start(showing: .loading(login, preview: preview)) { [fetchDetails] deliver in
            do {
                let details = try await fetchDetails.execute(login: login)
                deliver { viewModel in
                    var loaded = State.loaded(GitHubUserDetailsContent(details))
                    if let star = viewModel.starSetMeanwhile {
                        loaded = loaded.marking(star.userID, isBookmarked: star.isBookmarked)
                    }
                    viewModel.state = loaded
                }
            } catch DomainError.notFound {
                deliver { $0.state = .notFound(login) }
            }
        } failed: { viewModel, message in
            viewModel.state = .failed(message, of: login, preview: preview)
        }
    }
}

extension DetailState<String, GitHubUserDetailsContent> {
    /// This state with the star of the user `userID`, where shown, set to `isBookmarked`.
    fileprivate func marking(_ userID: Int, isBookmarked: Bool) -> Self {
        map { content in
            guard content.id == userID else { return content }
            var marked = content
            marked.isBookmarked = isBookmarked
            return marked
        }
    }
}
