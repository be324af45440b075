/// A GitHub-style user of the bundled set. Ids are ascending and unique; `hireable` is `Bool?` as in
/// GitHub's API.
public struct SampleUser: Codable, Hashable, Sendable {
    public var id: Int
    public var login: String
    public var name: String?
    public var company: String?
    public var blog: String
    public var location: String?
    public var email: String?
    public var hireable: Bool?
    public var bio: String?
    public var twitterUsername: String?
    public var publicRepos: Int
    public var publicGists: Int
    public var followers: Int
    public var following: Int
    public var siteAdmin: Bool
    /// `User` or `Organization`.
    public var type: String
    /// ISO 8601, e.g. `2011-01-25T18:44:36Z`.
    public var createdAt: String
    public var updatedAt: String

    public init(
        id: Int, login: String, name: String?, company: String?, blog: String, location: String?,
        email: String?, hireable: Bool?, bio: String?, twitterUsername: String?, publicRepos: Int,
        publicGists: Int, followers: Int, following: Int, siteAdmin: Bool, type: String,
        createdAt: String, updatedAt: String
    ) {
        self.id = id
        self.login = login
        self.name = name
        self.company = company
        self.blog = blog
        self.location = location
        self.email = email
        self.hireable = hireable
        self.bio = bio
        self.twitterUsername = twitterUsername
        self.publicRepos = publicRepos
        self.publicGists = publicGists
        self.followers = followers
        self.following = following
        self.siteAdmin = siteAdmin
        self.type = type
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
