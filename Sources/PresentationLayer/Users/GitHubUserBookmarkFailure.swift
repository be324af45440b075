import DomainLayer

/// A star that could not be saved, as the user is told: whose, which way, and why ("Couldn’t save the star for
/// octocat. The disk is full."), worded by the view. The row keeps showing what is saved.
public struct GitHubUserBookmarkFailure: Hashable, Sendable {
    /// The login of the user whose star it was.
    public var login: String
    /// The state that was wanted: true for a star put on, false for one taken off.
    public var isBookmarked: Bool
    /// Why it failed.
    public var message: ErrorMessage

    public init(login: String, isBookmarked: Bool, message: ErrorMessage) {
        self.login = login
        self.isBookmarked = isBookmarked
        self.message = message
    }
}
