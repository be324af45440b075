import Foundation

/// A GitHub user as a list row shows one: what a bookmark keeps, so a bookmarked user shows offline too.
public struct GitHubUser: Hashable, Sendable, Identifiable {
    /// GitHub's numeric id, also the list's cursor.
    public var id: Int
    /// The login, which names the user's page (`/users/{login}`).
    public var login: String
    /// The avatar's address.
    public var avatarURL: String
    /// What kind of account it is (GitHub's `type`).
    public var type: AccountType
    /// Whether the user is GitHub staff (GitHub's `site_admin`).
    public var isSiteAdmin: Bool
    /// The user's page on GitHub (`html_url`) as GitHub gave it; nil when the answer had none (the sample data).
    public var htmlURL: String?

    public init(
        id: Int, login: String, avatarURL: String, type: AccountType = .user, isSiteAdmin: Bool = false,
        htmlURL: String? = nil
    ) {
        self.id = id
        self.login = login
        self.avatarURL = avatarURL
        self.type = type
        self.isSiteAdmin = isSiteAdmin
        self.htmlURL = htmlURL
    }

    /// GitHub's account types, by the `type` text GitHub sends.
    public enum AccountType: String, Hashable, Sendable, CaseIterable {
        case user = "User"
        case organization = "Organization"
        /// A GitHub App's account (`dependabot[bot]`).
        case bot = "Bot"

        /// The type GitHub's `type` text names; a text GitHub does not send (or none) is a user, as GitHub's
        /// default account is.
        public init(gitHubType: String?) {
            self = gitHubType.flatMap(Self.init(rawValue:)) ?? .user
        }
    }

    /// The most UTF-8 bytes a login a bookmark keeps may have (GitHub's logins have at most 39 characters).
    public static let maximumLoginLength = 100
    /// The most UTF-8 bytes an avatar address a bookmark keeps may have; a page address is kept within it too.
    public static let maximumAvatarURLLength = 2048

    /// Whether a bookmark may keep this user: a login and an avatar address within their caps, so no request
    /// can store (and every later page show) text of any size.
    public var isStorable: Bool {
        !login.isEmpty && login.utf8.count <= Self.maximumLoginLength
            && avatarURL.utf8.count <= Self.maximumAvatarURLLength
            && (htmlURL?.utf8.count ?? 0) <= Self.maximumAvatarURLLength
    }
}

/// A user's profile (`GET /users/{login}`).
public struct GitHubUserDetails: Hashable, Sendable {
    public var user: GitHubUser
    public var name: String?
    public var bio: String?
    public var company: String?
    public var location: String?
    /// The blog's address as the user wrote it (not always a URL; a view decides whether it is a link).
    public var blog: String?
    public var email: String?
    public var followers: Int
    public var following: Int
    public var publicRepos: Int
    /// The profile's page on GitHub (`html_url`) as GitHub gave it; nil when the answer had none.
    public var htmlURL: String?
    /// Whether this device bookmarks the user: false as a repository gives the profile;
    /// `FetchGitHubUserDetailsInteractor` marks it with the bookmarks.
    public var isBookmarked: Bool

    public init(
        user: GitHubUser, name: String? = nil, bio: String? = nil, company: String? = nil, location: String? = nil,
        blog: String? = nil, email: String? = nil, followers: Int = 0, following: Int = 0, publicRepos: Int = 0,
        htmlURL: String? = nil, isBookmarked: Bool = false
    ) {
        self.user = user
        self.htmlURL = htmlURL
        self.isBookmarked = isBookmarked
        self.name = name
        self.bio = bio
        self.company = company
        self.location = location
        self.blog = blog
        self.email = email
        self.followers = followers
        self.following = following
        self.publicRepos = publicRepos
    }
}

/// One page of the user list and where the next one starts.
public struct GitHubUserPage: Hashable, Sendable {
    /// The users, in GitHub's order (by id).
    public var users: [GitHubUser]
    /// The cursor of the next page (`since`), or nil when this page is the last (an empty page is).
    public var nextCursor: Int?

    public init(users: [GitHubUser], nextCursor: Int?) {
        self.users = users
        self.nextCursor = nextCursor
    }
}

/// A bookmarked user and when the bookmark was added.
public struct GitHubUserBookmark: Hashable, Sendable, Identifiable {
    public var user: GitHubUser
    public var addedAt: Date
    public var id: Int { user.id }

    public init(user: GitHubUser, addedAt: Date) {
        self.user = user
        self.addedAt = addedAt
    }
}

/// A user of a list with whether it is bookmarked.
public struct GitHubUserRow: Hashable, Sendable, Identifiable {
    public var user: GitHubUser
    public var isBookmarked: Bool
    public var id: Int { user.id }

    public init(user: GitHubUser, isBookmarked: Bool) {
        self.user = user
        self.isBookmarked = isBookmarked
    }

    /// `users` marked with the bookmarks among them, in O(n + m): the bookmarked ids are a set, so each row is one
    /// look-up (the seed searched the whole bookmark list for every row, O(n · m)).
    public static func rows(
        _ users: some Sequence<GitHubUser>, bookmarkedIDs: Set<Int>
    ) -> [GitHubUserRow] {
        users.map { GitHubUserRow(user: $0, isBookmarked: bookmarkedIDs.contains($0.id)) }
    }
}
