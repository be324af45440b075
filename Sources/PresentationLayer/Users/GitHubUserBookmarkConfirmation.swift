import DomainLayer

/// What the user is told once after setting a bookmark ("Added to bookmarks" / "Removed from bookmarks",
/// worded by the view). A request that changed nothing (a repeated or stale one) says nothing.
public enum GitHubUserBookmarkConfirmation: Hashable, Sendable {
    case added
    case removed

    /// The confirmation of `change`; nil when nothing changed.
    public init?(_ change: GitHubUserBookmarkChange) {
        switch change {
        case .added: self = .added
        case .removed: self = .removed
        case .unchanged: return nil
        }
    }
}
