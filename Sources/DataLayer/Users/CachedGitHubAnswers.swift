import DomainLayer
import Foundation

/// A domain value as the GitHub response cache stores it (the domain types are not `Codable`).
protocol CachedGitHubAnswer: CacheableValue {
    associatedtype Value: Sendable
    init(_ value: Value)
    var value: Value { get }
}

/// An entry of the GitHub response cache: the answer and the entity tag GitHub sent with it.
struct Stored<Entry: CacheableValue>: CacheableValue {
    var entry: Entry
    var etag: String?

    func isReadable(storedAt: Date) -> Bool {
        entry.isReadable(storedAt: storedAt)
    }
}

/// A stored user as a list row shows one.
struct CachedUser: Codable, Sendable {
    var id: Int
    var login: String
    var avatarURL: String
    /// GitHub's `type`; missing in a user stored before it was kept (a user, until GitHub is asked again).
    var type: String?
    /// Missing in a user stored before it was kept.
    var siteAdmin: Bool?
    /// The user's page; missing in a user stored before it was kept, or when GitHub gave none.
    var htmlURL: String?

    init(_ user: GitHubUser) {
        (id, login, avatarURL) = (user.id, user.login, user.avatarURL)
        (type, siteAdmin, htmlURL) = (user.type.rawValue, user.isSiteAdmin, user.htmlURL)
    }

    var user: GitHubUser {
        GitHubUser(
            id: id, login: login, avatarURL: avatarURL, type: GitHubUser.AccountType(gitHubType: type),
            isSiteAdmin: siteAdmin ?? false, htmlURL: htmlURL)
    }

    /// Whether the id is in the range `GitHubUserDTO` reads it in.
    var isReadable: Bool {
        UpstreamNumbers.id.contains(id)
    }
}

/// A stored page of the user list.
struct CachedPage: CachedGitHubAnswer {
    var users: [CachedUser]
    var nextCursor: Int?

    init(_ page: GitHubUserPage) {
        users = page.users.map(CachedUser.init)
        nextCursor = page.nextCursor
    }

    var value: GitHubUserPage {
        GitHubUserPage(users: users.map(\.user), nextCursor: nextCursor)
    }

    /// In the ranges GitHub's page and `Link` header are read in (`GitHubLinkHeader.nextSince`).
    func isReadable(storedAt: Date) -> Bool {
        users.allSatisfy(\.isReadable) && nextCursor.map(UpstreamNumbers.id.contains) != false
    }
}

/// A stored profile.
struct CachedDetails: CachedGitHubAnswer {
    var user: CachedUser
    var name: String?
    var bio: String?
    var company: String?
    var location: String?
    var blog: String?
    var email: String?
    var followers: Int
    var following: Int
    var publicRepos: Int
    /// Missing in a profile stored before it was kept.
    var htmlURL: String?

    init(_ details: GitHubUserDetails) {
        user = CachedUser(details.user)
        (name, bio, company, location) = (details.name, details.bio, details.company, details.location)
        (blog, email) = (details.blog, details.email)
        (followers, following, publicRepos) = (details.followers, details.following, details.publicRepos)
        htmlURL = details.htmlURL
    }

    var value: GitHubUserDetails {
        GitHubUserDetails(
            user: user.user, name: name, bio: bio, company: company, location: location, blog: blog, email: email,
            followers: followers, following: following, publicRepos: publicRepos, htmlURL: htmlURL)
    }

    /// In the ranges `GitHubUserDetailsDTO` reads a profile in.
    func isReadable(storedAt: Date) -> Bool {
        user.isReadable && [followers, following, publicRepos].allSatisfy(UpstreamNumbers.count.contains)
    }
}
