import DomainLayer
import Foundation

/// Made-up GitHub users whose ids tell their login and avatar, for the users view-model tests.
public enum GitHubUserFixtures {
    /// The user `id`, called `user-{id}`.
    public static func user(_ id: Int) -> GitHubUser {
        GitHubUser(id: id, login: "user-\(id)", avatarURL: "https://avatars.example/u/\(id)")
    }

    /// The users `ids`, in order.
    public static func users(_ ids: some Sequence<Int>) -> [GitHubUser] {
        ids.map(user)
    }

    /// The page of `users` after `cursor` as GitHub pages them (`since`): at most `pageSize` users with a greater
    /// id; the next cursor is the last one's id, and an empty page is the last.
    public static func page(of users: [GitHubUser], after cursor: Int, pageSize: Int) -> GitHubUserPage {
        let page = Array(users.lazy.filter { $0.id > cursor }.prefix(pageSize))
        return GitHubUserPage(users: page, nextCursor: page.last?.id)
    }

    /// The profile of the user `id`, with every field given.
    public static func details(_ id: Int) -> GitHubUserDetails {
        GitHubUserDetails(
            user: user(id), name: "User \(id)", bio: "Bio of \(id).", company: "Company \(id)", location: "Seoul",
            blog: "https://blog.example/\(id)", email: "user-\(id)@example.com", followers: id * 10,
            following: id, publicRepos: id * 2, htmlURL: "https://github.com/user-\(id)")
    }

    /// A bookmark of the user `id`, added `id` seconds after 2025-01-01 (UTC).
    public static func bookmark(_ id: Int) -> GitHubUserBookmark {
        GitHubUserBookmark(user: user(id), addedAt: Date(timeIntervalSince1970: 1_735_689_600 + Double(id)))
    }
}
