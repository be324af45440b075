import Foundation
import SampleData

/// A GitHub user: the short shape of `GET /users` (`gh_users.json`) or, with `full`, the shape of
/// `GET /users/{login}` (`gh_user.json`). Every URL points at the staging base; nullable fields are sent as
/// `null`, never left out.
struct GitHubUserPayload: Encodable {
    var user: SampleUser
    var base: String
    var full: Bool

    enum CodingKeys: String, CodingKey {
        case login, id, url, type, name, company, blog, location, email, hireable, bio, followers, following
        case nodeID = "node_id"
        case avatarURL = "avatar_url"
        case gravatarID = "gravatar_id"
        case htmlURL = "html_url"
        case followersURL = "followers_url"
        case followingURL = "following_url"
        case gistsURL = "gists_url"
        case starredURL = "starred_url"
        case subscriptionsURL = "subscriptions_url"
        case organizationsURL = "organizations_url"
        case reposURL = "repos_url"
        case eventsURL = "events_url"
        case receivedEventsURL = "received_events_url"
        case siteAdmin = "site_admin"
        case twitterUsername = "twitter_username"
        case publicRepos = "public_repos"
        case publicGists = "public_gists"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    /// GitHub's legacy node id: base64 of `0{length of type}:{type}{id}`, e.g. `MDQ6VXNlcjE=` for user 1.
    static func nodeID(type: String, id: Int) -> String {
        Data("0\(type.count):\(type)\(id)".utf8).base64EncodedString()
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let url = "\(base)/users/\(user.login)"
        try container.encode(user.login, forKey: .login)
        try container.encode(user.id, forKey: .id)
        try container.encode(Self.nodeID(type: user.type, id: user.id), forKey: .nodeID)
        try container.encode("\(base)/avatars/u/\(user.id)?v=4", forKey: .avatarURL)
        try container.encode("", forKey: .gravatarID)
        try container.encode(url, forKey: .url)
        try container.encode("\(base)/\(user.login)", forKey: .htmlURL)
        try container.encode("\(url)/followers", forKey: .followersURL)
        try container.encode("\(url)/following{/other_user}", forKey: .followingURL)
        try container.encode("\(url)/gists{/gist_id}", forKey: .gistsURL)
        try container.encode("\(url)/starred{/owner}{/repo}", forKey: .starredURL)
        try container.encode("\(url)/subscriptions", forKey: .subscriptionsURL)
        try container.encode("\(url)/orgs", forKey: .organizationsURL)
        try container.encode("\(url)/repos", forKey: .reposURL)
        try container.encode("\(url)/events{/privacy}", forKey: .eventsURL)
        try container.encode("\(url)/received_events", forKey: .receivedEventsURL)
        try container.encode(user.type, forKey: .type)
        try container.encode(user.siteAdmin, forKey: .siteAdmin)
        guard full else { return }
        try container.encode(user.name, forKey: .name)
        try container.encode(user.company, forKey: .company)
        try container.encode(user.blog, forKey: .blog)
        try container.encode(user.location, forKey: .location)
        try container.encode(user.email, forKey: .email)
        try container.encode(user.hireable, forKey: .hireable)
        try container.encode(user.bio, forKey: .bio)
        try container.encode(user.twitterUsername, forKey: .twitterUsername)
        try container.encode(user.publicRepos, forKey: .publicRepos)
        try container.encode(user.publicGists, forKey: .publicGists)
        try container.encode(user.followers, forKey: .followers)
        try container.encode(user.following, forKey: .following)
        try container.encode(user.createdAt, forKey: .createdAt)
        try container.encode(user.updatedAt, forKey: .updatedAt)
    }
}

/// GitHub's error body: `{message, documentation_url, status}`, the status as a string (`"404"`), as GitHub sends
/// it (`documentation_url` left out where GitHub leaves it out).
struct GitHubErrorPayload: Encodable {
    var message: String
    var documentationURL: String?
    var status: String

    enum CodingKeys: String, CodingKey {
        case message, status
        case documentationURL = "documentation_url"
    }

    static let notFound = GitHubErrorPayload(
        message: "Not Found", documentationURL: "https://docs.github.com/rest", status: "404")
    static let badCredentials = GitHubErrorPayload(
        message: "Bad credentials", documentationURL: "https://docs.github.com/rest", status: "401")
    static let rateLimited = GitHubErrorPayload(
        message: "API rate limit exceeded for 127.0.0.1. (But here's the good news: Authenticated requests get a "
            + "higher rate limit. Check out the documentation for more details.)",
        documentationURL: "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api", status: "403")

    /// The body GitHub sends with `status`.
    static func forStatus(_ status: Int) -> GitHubErrorPayload {
        let code = "\(status)"
        return switch status {
        case 401: badCredentials
        case 403:
            GitHubErrorPayload(message: "Forbidden", documentationURL: "https://docs.github.com/rest", status: code)
        case 404: notFound
        case 422:
            GitHubErrorPayload(
                message: "Validation Failed", documentationURL: "https://docs.github.com/rest", status: code)
        case 503: GitHubErrorPayload(message: "Service Unavailable", status: code)
        default: GitHubErrorPayload(message: "Server Error", status: code)
        }
    }
}
