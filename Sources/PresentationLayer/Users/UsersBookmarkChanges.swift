import DomainLayer

/// A bookmark set or cleared in one users flow, which every other open flow (another window) shows.
public struct UsersBookmarkChange: Hashable, Sendable {
    /// The user whose bookmark changed.
    public var user: GitHubUser
    /// Whether `user` is bookmarked now.
    public var isBookmarked: Bool

    /// A change of `user`'s bookmark to `isBookmarked`.
    public init(user: GitHubUser, isBookmarked: Bool) {
        self.user = user
        self.isBookmarked = isBookmarked
    }
}

/// Tells every open users flow of the app that a bookmark changed, so a star set in one window shows in the
/// others' lists and bookmarks without a reload. The bookmarks are the app's user data, shared by every window
/// of every session, so one instance serves the whole scene.
public typealias UsersBookmarkChanges = UserDataChanges<UsersBookmarkChange>
