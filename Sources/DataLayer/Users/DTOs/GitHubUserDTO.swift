/// A user of GitHub's `GET /users` list. Only what a row needs is required; every other field may be missing
/// or null without costing the row.
public struct GitHubUserDTO: Decodable, Sendable, Equatable {
    public var login: String
    public var id: Int
    /// The avatar's address, kept as text: a view decides what it may load.
    public var avatarURL: String
    public var htmlURL: String?
    public var type: String?
    public var siteAdmin: Bool?

    enum CodingKeys: String, CodingKey {
        case login, id, type
        case avatarURL = "avatar_url"
        case htmlURL = "html_url"
        case siteAdmin = "site_admin"
    }
}

/// GitHub's `GET /users/{login}`: the list's fields and the profile. `hireable` is `Bool` or null (never a
/// string); every field but the login, id and avatar may be missing or null.
public struct GitHubUserDetailsDTO: Decodable, Sendable, Equatable {
    public var login: String
    public var id: Int
    public var avatarURL: String
    public var htmlURL: String?
    public var name: String?
    public var company: String?
    public var blog: String?
    public var location: String?
    public var email: String?
    public var hireable: Bool?
    public var bio: String?
    public var twitterUsername: String?
    public var publicRepos: Int?
    public var publicGists: Int?
    public var followers: Int?
    public var following: Int?
    public var createdAt: String?
    public var updatedAt: String?

    enum CodingKeys: String, CodingKey {
        case login, id, name, company, blog, location, email, hireable, bio, followers, following
        case avatarURL = "avatar_url"
        case htmlURL = "html_url"
        case twitterUsername = "twitter_username"
        case publicRepos = "public_repos"
        case publicGists = "public_gists"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }
}

/// GitHub's error body: `{message, documentation_url}`.
public struct GitHubErrorDTO: Decodable, Sendable, Equatable {
    public var message: String
    public var documentationURL: String?

    enum CodingKeys: String, CodingKey {
        case message
        case documentationURL = "documentation_url"
    }
}
