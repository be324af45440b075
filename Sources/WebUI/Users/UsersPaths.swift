import LiveWeb
import PresentationLayer

/// The GitHub users scene's addresses: the list (`/users?pages=…`), the bookmarks, a user's page and avatar,
/// and what the list's and the stars' forms post to.
enum UsersPaths {
    static let home = "/users"
    static let bookmarks = "/users/bookmarks"
    static let nextPage = "/users/next-page"
    static let retry = "/users/retry"
    static let refresh = "/users/refresh"
    static let bookmark = "/users/bookmark"
    /// A user's page, `/users/{login}`.
    static let detailsPattern = "\(home)/:login"
    /// Where Retry posts for a user's page.
    static let retryDetailsPattern = "\(detailsPattern)/retry"
    /// A user's avatar, named by the user's id.
    static let avatarPattern = "\(home)/avatars/:id"

    /// The address of `route`.
    static func path(for route: UsersDestination) -> String {
        switch route {
        case .home(let pages): home(pages: pages)
        case .bookmarks(let page): bookmarks(page: page)
        case .details(let login): details(login)
        }
    }

    /// The route `address` names (a page's, or a form's `return`): Home or the bookmarks at the page it names (1
    /// or more), or a user's page; nil for any other address, or a login that is not valid percent-encoding.
    static func destination(from address: SceneAddress) -> UsersDestination? {
        if address.segments(after: bookmarks)?.isEmpty == true {
            return .bookmarks(page: max(address.integer("page") ?? 1, 1))
        }
        guard let segments = address.segments(after: home) else { return nil }
        switch segments.count {
        case 0:
            return .home(pages: max(address.integer("pages") ?? 1, 1))
        case 1:
            return SceneAddress.decoded(segments[segments.startIndex]).map { .details(login: $0) }
        default:
            return nil
        }
    }

    /// The id of the user whose avatar `address` names (`/users/avatars/583231`); nil for any other address.
    static func avatar(from address: SceneAddress) -> Int? {
        guard let segments = address.segments(after: "\(home)/avatars"), segments.count == 1 else { return nil }
        return Int(segments[segments.startIndex])
    }

    /// The list showing its first `pages` pages.
    static func home(pages: Int) -> String {
        pages > 1 ? "\(home)?pages=\(pages)" : home
    }

    /// The bookmarks showing their page `page` (1 for the newest).
    static func bookmarks(page: Int) -> String {
        page > 1 ? "\(bookmarks)?page=\(page)" : bookmarks
    }

    /// The query parameters naming a star that could not be saved, which a list page shows as a notice (so a
    /// star posted without JavaScript from a window that is gone is still told): the login, the state wanted
    /// and why.
    enum NotSaved {
        static let login = "notSaved"
        static let wanted = "wanted"
        static let cause = "cause"

        /// `path` naming `failure`.
        static func adding(_ failure: GitHubUserBookmarkFailure, to path: String) -> String {
            let cause =
                switch failure.message {
                case .diskFull: "full"
                case .notWritable: "unwritable"
                case .dataInUse: "busy"
                default: "other"
                }
            var path = LocalPath.adding(login, failure.login, to: path)
            path = LocalPath.adding(wanted, failure.isBookmarked ? "true" : "false", to: path)
            return LocalPath.adding(self.cause, cause, to: path)
        }

        /// The failure a list page's address names; nil when it names none (or a login over its cap).
        static func failure(in address: SceneAddress) -> GitHubUserBookmarkFailure? {
            guard let login = address[Self.login], !login.isEmpty,
                login.utf8.count <= GitHubUserItemViewModel.maximumLoginLength,
                let isBookmarked = address[Self.wanted].flatMap(Bool.init)
            else { return nil }
            let message: ErrorMessage =
                switch address[Self.cause] {
                case "full": .diskFull
                case "unwritable": .notWritable
                case "busy": .dataInUse
                default: .unknown
                }
            return GitHubUserBookmarkFailure(login: login, isBookmarked: isBookmarked, message: message)
        }
    }

    /// A user's page.
    static func details(_ login: String) -> String {
        "\(home)/\(PercentEncoding.encode(login))"
    }

    /// A user's page opened from the tab `origin` (Home or Bookmarks at its page), which its back link returns
    /// to: `/users/octocat?pages=4`, `/users/octocat?from=bookmarks&page=2`; Home's first page adds nothing.
    static func details(_ login: String, from origin: UsersDestination) -> String {
        switch origin {
        case .home(let pages) where pages > 1:
            LocalPath.adding(Origin.pages, String(pages), to: details(login))
        case .bookmarks(let page):
            page > 1
                ? LocalPath.adding(Origin.page, String(page), to: details(login) + "?\(Origin.from)=bookmarks")
                : details(login) + "?\(Origin.from)=bookmarks"
        case .home, .details:
            details(login)
        }
    }

    /// The query parameters of a user's page naming the tab it was opened from (see `details(_:from:)`).
    enum Origin {
        static let from = "from"
        static let page = "page"
        static let pages = "pages"

        /// The tab a user's page's address names, its page within the tab's bounds: Bookmarks for
        /// `from=bookmarks`, else Home; anything else (an unknown `from`, a page that is not a number) is Home
        /// at its first page.
        static func destination(from address: SceneAddress) -> UsersDestination {
            switch address[Self.from] {
            case "bookmarks":
                let page = address.integer(Self.page).map { min(max($0, 1), maximumBookmarksPage) } ?? 1
                return .bookmarks(page: page)
            case nil:
                let pages = address.integer(Self.pages).map { min(max($0, 1), GitHubUsersListViewModel.maximumPages) }
                return .home(pages: pages ?? 1)
            default:
                return .home
            }
        }

        /// The most pages of bookmarks an address names.
        static let maximumBookmarksPage = 1_000_000
    }

    /// Where a user's page opened from `origin` goes back to: that tab at its page, at the row of the user
    /// `userID` when known (`/users?pages=4#user-76`).
    static func back(to origin: UsersDestination, userID: Int?) -> String {
        path(for: origin) + (userID.map { "#" + rowID($0) } ?? "")
    }

    /// Where Retry posts for a user's page.
    static func retryDetails(_ login: String) -> String {
        details(login) + "/retry"
    }

    /// A user's avatar, served by Strata.
    static func avatar(_ id: Int) -> String {
        "\(home)/avatars/\(id)"
    }

    /// The id of the row of the user `id`, the target of "Load more" and of a star's return.
    static func rowID(_ id: Int) -> String {
        "user-\(id)"
    }
}

extension UsersDestination: ScreenAddressable {
    /// Home, the bookmarks or the user `address` names (`UsersPaths.destination(from:)`).
    public init?(screenAddress address: SceneAddress) {
        guard let destination = UsersPaths.destination(from: address) else { return nil }
        self = destination
    }

    /// `UsersPaths.path(for:)`.
    public var screenAddress: String { UsersPaths.path(for: self) }
}
