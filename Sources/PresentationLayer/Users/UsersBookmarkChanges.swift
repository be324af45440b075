import DomainLayer

/// A change of the bookmarks that every open users flow (another window) shows.
public enum UsersBookmarkChange: Hashable, Sendable {
    /// A bookmark set or cleared in one users flow: `user` is bookmarked now, or not.
    case set(user: GitHubUser, isBookmarked: Bool)
    /// The bookmarks changed outside the app's flows (another process sharing the data directory):
    /// `bookmarkedIDs` are the bookmarked users' ids now, which every screen shows, and Bookmarks reads its
    /// page again.
    case changedElsewhere(bookmarkedIDs: Set<Int>)
}

/// Tells every open users flow of the app that a bookmark changed, so a star set in one window shows in the
/// others' lists and bookmarks without a reload. The bookmarks are the app's user data, shared by every window
/// of every session, so one instance serves the whole scene.
public typealias UsersBookmarkChanges = UserDataChanges<UsersBookmarkChange>
