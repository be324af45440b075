import DomainLayer

/// What the details screen shows of a user: everything of the profile, or only the avatar and login a list
/// row knows while the profile comes.
public struct GitHubUserDetailsContent: Hashable, Sendable {
    /// GitHub's numeric id of the user.
    public var id: Int
    public var login: String
    /// The avatar's address.
    public var avatarURL: String
    /// What kind of account it is.
    public var type: GitHubUser.AccountType
    /// Whether the user is GitHub staff.
    public var isSiteAdmin: Bool
    /// The name, if the user gave one.
    public var name: String?
    public var bio: String?
    public var company: String?
    public var location: String?
    /// The blog as the user wrote it.
    public var blog: String?
    /// The blog's address when it is a web address to link to; nil for anything else (a `javascript:` address,
    /// text), which shows as text.
    public var blogLink: String?
    public var email: String?
    /// The counts; nil while only the list's row is known.
    public var followers: Int?
    public var following: Int?
    public var publicRepos: Int?
    /// The address of the user's page on GitHub to link to (`html_url`, an `http` or `https` address); nil
    /// while only the list's row is known, or when the profile gave none fit to link to.
    public var gitHubLink: String?
    /// Whether the star is on.
    public var isBookmarked: Bool
    /// The user's page as GitHub gave it, kept for the star: a bookmark keeps it.
    var pageURL: String?

    /// What a list row knows of `user`, starred when `isBookmarked`.
    public init(_ user: GitHubUser, isBookmarked: Bool = false) {
        id = user.id
        login = user.login
        avatarURL = user.avatarURL
        type = user.type
        isSiteAdmin = user.isSiteAdmin
        pageURL = user.htmlURL
        self.isBookmarked = isBookmarked
    }

    /// The user as a star's form names them.
    public var user: GitHubUser {
        GitHubUser(
            id: id, login: login, avatarURL: avatarURL, type: type, isSiteAdmin: isSiteAdmin, htmlURL: pageURL)
    }

    /// Everything the profile has.
    public init(_ details: GitHubUserDetails) {
        self.init(details.user, isBookmarked: details.isBookmarked)
        name = details.name
        bio = details.bio
        company = details.company
        location = details.location
        blog = details.blog
        blogLink = GitHubUserFormatting.blogLink(details.blog)
        email = details.email
        followers = details.followers
        following = details.following
        publicRepos = details.publicRepos
        gitHubLink = GitHubUserFormatting.webLink(details.htmlURL)
    }
}
