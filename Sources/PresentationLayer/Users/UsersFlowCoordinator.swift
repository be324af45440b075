import DomainLayer
import Observation

/// The use cases the users scene runs on.
public struct UsersSceneDependencies: Sendable {
    /// A page of users marked with the bookmarks.
    public var fetchPage: any FetchGitHubUserPageUseCase
    /// A user's profile, by login.
    public var fetchDetails: any FetchGitHubUserDetailsUseCase
    /// The bookmarks, newest first, a page at a time.
    public var fetchBookmarks: any FetchGitHubUserBookmarksUseCase
    /// Setting a bookmark, idempotently.
    public var setBookmark: any SetGitHubUserBookmarkUseCase
    /// Where a flow tells the others that a bookmark changed: one for all the flows made from these
    /// dependencies, so every window shows a star set in any of them.
    public var bookmarkChanges: UsersBookmarkChanges

    /// Creates the dependencies; the flows made from them share `bookmarkChanges`.
    public init(
        fetchPage: any FetchGitHubUserPageUseCase, fetchDetails: any FetchGitHubUserDetailsUseCase,
        fetchBookmarks: any FetchGitHubUserBookmarksUseCase, setBookmark: any SetGitHubUserBookmarkUseCase,
        bookmarkChanges: UsersBookmarkChanges = UsersBookmarkChanges()
    ) {
        self.fetchPage = fetchPage
        self.fetchDetails = fetchDetails
        self.fetchBookmarks = fetchBookmarks
        self.setBookmark = setBookmark
        self.bookmarkChanges = bookmarkChanges
    }
}

/// The users flow: owns the two tabs, Home and Bookmarks, and opens routes: a tab, or a user's profile. A
/// bookmark set on one tab shows on the other at once, and in every other open flow (another window) through
/// `UsersBookmarkChanges`. View models never build each other; the coordinator does.
@MainActor
@Observable
public final class UsersFlowCoordinator: Settleable {
    /// Home; it lives as long as the flow, so coming back from a profile or the other tab finds it intact.
    @ObservationIgnored public let home: GitHubUsersListViewModel
    /// The bookmarks tab.
    @ObservationIgnored public let bookmarks: GitHubUserBookmarksViewModel
    /// The profile shown; nil while a tab is shown.
    public private(set) var details: GitHubUserDetailsViewModel?
    @ObservationIgnored private let fetchDetails: any FetchGitHubUserDetailsUseCase
    @ObservationIgnored private let setBookmark: any SetGitHubUserBookmarkUseCase
    @ObservationIgnored private let bookmarkChanges: UsersBookmarkChanges

    /// Starts the flow with nothing loaded.
    public init(dependencies: UsersSceneDependencies) {
        let home = GitHubUsersListViewModel(fetchPage: dependencies.fetchPage, setBookmark: dependencies.setBookmark)
        let bookmarks = GitHubUserBookmarksViewModel(
            fetchBookmarks: dependencies.fetchBookmarks, setBookmark: dependencies.setBookmark)
        self.home = home
        self.bookmarks = bookmarks
        fetchDetails = dependencies.fetchDetails
        setBookmark = dependencies.setBookmark
        bookmarkChanges = dependencies.bookmarkChanges
        home.onBookmarkChange = { [weak self] user, isBookmarked in
            guard let self else { return }
            self.bookmarks.didChangeBookmark(isBookmarked, for: user)
            self.details?.didChangeBookmark(isBookmarked, for: user.id)
            self.bookmarkChanges.send(.set(user: user, isBookmarked: isBookmarked), from: self)
        }
        bookmarks.onBookmarkChange = { [weak self] user, isBookmarked in
            guard let self else { return }
            self.home.didChangeBookmark(isBookmarked, for: user.id)
            self.details?.didChangeBookmark(isBookmarked, for: user.id)
            self.bookmarkChanges.send(.set(user: user, isBookmarked: isBookmarked), from: self)
        }
        bookmarkChanges.subscribe(self) { flow, change in flow.didChangeBookmarkElsewhere(change) }
    }

    /// A bookmark changed in another flow (another window), or the bookmarks in another process: both tabs
    /// and the profile show it, without a confirmation.
    private func didChangeBookmarkElsewhere(_ change: UsersBookmarkChange) {
        switch change {
        case .set(let user, let isBookmarked):
            home.didChangeBookmark(isBookmarked, for: user.id)
            bookmarks.didChangeBookmark(isBookmarked, for: user)
            details?.didChangeBookmark(isBookmarked, for: user.id)
        case .changedElsewhere(let bookmarkedIDs):
            home.didChangeBookmarks(bookmarkedIDs: bookmarkedIDs)
            bookmarks.didChangeBookmarksElsewhere()
            details?.didChangeBookmarks(bookmarkedIDs: bookmarkedIDs)
        }
    }

    /// Opens `route`: Home (its first page the first time), Bookmarks (read again), or a user's profile (a
    /// user of either tab shows its row while the profile comes).
    public func open(_ route: UsersDestination) {
        switch route {
        case .home(let pages):
            details = nil
            home.didAppear(pages: pages)
        case .bookmarks(let page):
            details = nil
            bookmarks.didAppear(page: page)
        case .details(let login):
            let details = GitHubUserDetailsViewModel(fetchDetails: fetchDetails, setBookmark: setBookmark)
            details.didOpen(login: login, from: home.row(login: login) ?? bookmarks.row(login: login))
            details.onBookmarkChange = { [weak self] user, isBookmarked in
                guard let self else { return }
                self.home.didChangeBookmark(isBookmarked, for: user.id)
                self.bookmarks.didChangeBookmark(isBookmarked, for: user)
                self.bookmarkChanges.send(.set(user: user, isBookmarked: isBookmarked), from: self)
            }
            self.details = details
        }
    }

    /// Returns once neither tab nor the profile loads.
    public func settled() async {
        await home.settled()
        await bookmarks.settled()
        await details?.settled()
    }

    public var isSettled: Bool { home.isSettled && bookmarks.isSettled && details?.isSettled ?? true }
}
