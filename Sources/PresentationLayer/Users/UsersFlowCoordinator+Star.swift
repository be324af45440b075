import DomainLayer

/// A star as its form sends it: whose, and which way. The form names the user in full, as the row it was sent
/// from may no longer be shown (a stale page, or a window that is gone).
public struct UsersStar: Hashable, Sendable {
    /// The user's id.
    public var userID: Int
    /// The user's login.
    public var login: String
    /// The user's avatar address, as GitHub gave it.
    public var avatarURL: String
    /// The user's account type, as GitHub's `type` names it (a text GitHub does not send is a user).
    public var type: String?
    /// Whether the user is GitHub staff.
    public var isSiteAdmin: Bool
    /// The state wanted: true to put the star on, false to take it off.
    public var isBookmarked: Bool

    public init(
        userID: Int, login: String, avatarURL: String, type: String? = nil,
        isSiteAdmin: Bool = false, isBookmarked: Bool
    ) {
        self.userID = userID
        self.login = login
        self.avatarURL = avatarURL
        self.type = type
        self.isSiteAdmin = isSiteAdmin
        self.isBookmarked = isBookmarked
    }
}

/// What became of a star by the time its answer goes.
public enum UsersStarOutcome: Hashable, Sendable {
    /// Saved (or superseded by a newer star for the same user, which alone decides).
    case saved
    /// Not saved: whose, which way and why.
    case failed(GitHubUserBookmarkFailure)
    /// Still saving when the wait's limit passed. The save goes on; the screen it was sent from shows its
    /// outcome when it comes (its row, or the notice of a failure), and the store keeps what was saved.
    case stillSaving
}

extension UsersFlowCoordinator {
    /// The screen a star sent from `route` sets: Bookmarks for the bookmarks, the profile shown for a user's
    /// page, Home for anything else (a profile no longer shown, a page that is not the users').
    public func starring(from route: UsersDestination?) -> any GitHubUserStarring {
        switch route {
        case .bookmarks?: return bookmarks
        case .details?: return details ?? home
        case .home?, nil: return home
        }
    }

    /// The user set `star` on the screen `route` shows (see `starring(from:)`). Returns once the star is saved
    /// or has failed, without waiting for the screen's pages; or once `limit` has passed on `clock`, when the
    /// save goes on without being waited for.
    public func didSetBookmark(
        _ star: UsersStar, from route: UsersDestination?, within limit: Duration, on clock: any Clock<Duration>
    ) async -> UsersStarOutcome {
        let screen = starring(from: route)
        screen.didSetBookmark(
            star.isBookmarked, for: star.userID, login: star.login, avatarURL: star.avatarURL,
            type: GitHubUser.AccountType(gitHubType: star.type),
            isSiteAdmin: star.isSiteAdmin)
        let settled = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await screen.bookmarkSettled(for: star.userID)
                return true
            }
            group.addTask {
                // A sleep cut short (the request is cancelled) ends the wait too, never a spin.
                try? await clock.sleep(for: limit)
                return false
            }
            let settled = await group.next() ?? false
            group.cancelAll()
            return settled
        }
        guard settled else { return .stillSaving }
        guard let failure = screen.bookmarkFailure, failure.login == star.login else { return .saved }
        return .failed(failure)
    }
}
