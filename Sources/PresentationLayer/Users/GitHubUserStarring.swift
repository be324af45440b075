import DomainLayer

/// A screen of the users scene whose rows have a star (Home and Bookmarks): the inputs a star's form sends,
/// one way for both. A screen says how it sets a bookmark (`didSetBookmark(_:for:)` with the user) and which
/// rows it shows; the rest is here.
@MainActor
public protocol GitHubUserStarring: AnyObject, Sendable {
    /// The rows shown.
    var starredRows: [GitHubUserItemViewModel] { get }

    /// The user set the star of `user` on or off.
    func didSetBookmark(_ isBookmarked: Bool, for user: GitHubUser)

    /// The view showed the confirmation.
    func didShowConfirmation()

    /// A star that could not be saved, until the view shows it.
    var bookmarkFailure: GitHubUserBookmarkFailure? { get }

    /// Returns once the star of the user `userID` is saved or has failed, without waiting for the screen's
    /// pages (a star is answered as soon as it is saved, however slow the list is).
    func bookmarkSettled(for userID: Int) async
}

extension GitHubUserStarring {
    /// The user set the star of the row `userID` on or off. A user not among the rows changes nothing here
    /// (see `didSetBookmark(_:for:login:avatarURL:)`).
    public func didSetBookmark(_ isBookmarked: Bool, for userID: Int) {
        guard let user = user(id: userID) else { return }
        didSetBookmark(isBookmarked, for: user)
    }

    /// The user set the star of a user on or off from a form that names the user, who may no longer be among
    /// the rows (a stale page): the row's user if shown, else the one the form names.
    public func didSetBookmark(
        _ isBookmarked: Bool, for userID: Int, login: String, avatarURL: String,
        type: GitHubUser.AccountType = .user, isSiteAdmin: Bool = false
    ) {
        let named = GitHubUser(id: userID, login: login, avatarURL: avatarURL, type: type, isSiteAdmin: isSiteAdmin)
        didSetBookmark(isBookmarked, for: user(id: userID) ?? named)
    }

    /// The user of the row `userID`, if it is shown.
    func user(id userID: Int) -> GitHubUser? {
        starredRows.first { $0.id == userID }?.user
    }

    /// The row whose login is `login` (GitHub's logins ignore case), if it is shown.
    func row(login: String) -> GitHubUserItemViewModel? {
        starredRows.first { $0.login.lowercased() == login.lowercased() }
    }
}
