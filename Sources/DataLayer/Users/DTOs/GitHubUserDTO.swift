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
    public var type: String?
    public var siteAdmin: Bool?
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
        case login, id, type, name, company, blog, location, email, hireable, bio, followers, following
        case avatarURL = "avatar_url"
        case htmlURL = "html_url"
        case siteAdmin = "site_admin"
        case twitterUsername = "twitter_username"
        case publicRepos = "public_repos"
        case publicGists = "public_gists"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }
}

extension GitHubUserDTO {
    /// The most users a page keeps (GitHub sends at most 100, `per_page`'s maximum); more count as skipped.
    public static let maximumUsers = 100

    /// A user whose id is not a positive id is bad (its row is skipped).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            login: try container.decode(String.self, forKey: .login),
            id: try container.decode(Int.self, forKey: .id, in: UpstreamNumbers.id),
            avatarURL: try container.decode(String.self, forKey: .avatarURL),
            htmlURL: try container.decodeIfPresent(String.self, forKey: .htmlURL),
            type: try container.decodeIfPresent(String.self, forKey: .type),
            siteAdmin: try container.decodeIfPresent(Bool.self, forKey: .siteAdmin))
    }
}

extension GitHubUserDetailsDTO {
    /// An id out of range makes the answer bad data; a count out of range is not known (0).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let counts = UpstreamNumbers.count
        self.init(
            login: try container.decode(String.self, forKey: .login),
            id: try container.decode(Int.self, forKey: .id, in: UpstreamNumbers.id),
            avatarURL: try container.decode(String.self, forKey: .avatarURL),
            htmlURL: try container.decodeIfPresent(String.self, forKey: .htmlURL),
            type: try container.decodeIfPresent(String.self, forKey: .type),
            siteAdmin: try container.decodeIfPresent(Bool.self, forKey: .siteAdmin),
            name: try container.decodeIfPresent(String.self, forKey: .name),
            company: try container.decodeIfPresent(String.self, forKey: .company),
            blog: try container.decodeIfPresent(String.self, forKey: .blog),
            location: try container.decodeIfPresent(String.self, forKey: .location),
            email: try container.decodeIfPresent(String.self, forKey: .email),
            hireable: try container.decodeIfPresent(Bool.self, forKey: .hireable),
            bio: try container.decodeIfPresent(String.self, forKey: .bio),
            twitterUsername: try container.decodeIfPresent(String.self, forKey: .twitterUsername),
            publicRepos: container.decodeIfPresent(Int.self, forKey: .publicRepos, in: counts),
            publicGists: container.decodeIfPresent(Int.self, forKey: .publicGists, in: counts),
            followers: container.decodeIfPresent(Int.self, forKey: .followers, in: counts),
            following: container.decodeIfPresent(Int.self, forKey: .following, in: counts),
            createdAt: try container.decodeIfPresent(String.self, forKey: .createdAt),
            updatedAt: try container.decodeIfPresent(String.self, forKey: .updatedAt))
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
