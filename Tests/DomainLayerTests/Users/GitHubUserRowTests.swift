import DomainLayer
import Testing

@Suite struct GitHubUserRowTests {
    static func user(_ id: Int) -> GitHubUser {
        GitHubUser(id: id, login: "user\(id)", avatarURL: "https://avatars.example/u/\(id)")
    }

    @Test func eachUserIsMarkedByWhetherItsIdIsBookmarkedInTheListsOrder() {
        let rows = GitHubUserRow.rows([5, 1, 9, 3].map(Self.user), bookmarkedIDs: [3, 5, 42])
        #expect(
            rows == [
                GitHubUserRow(user: Self.user(5), isBookmarked: true),
                GitHubUserRow(user: Self.user(1), isBookmarked: false),
                GitHubUserRow(user: Self.user(9), isBookmarked: false),
                GitHubUserRow(user: Self.user(3), isBookmarked: true),
            ])
    }

    @Test func duplicatesInTheListAreMarkedAlikeAndKept() {
        let rows = GitHubUserRow.rows([2, 2, 4, 2].map(Self.user), bookmarkedIDs: [2])
        #expect(rows.map(\.isBookmarked) == [true, true, false, true])
        #expect(rows.map(\.user.id) == [2, 2, 4, 2])
    }

    @Test func noUsersOrNoBookmarksAreFine() {
        #expect(GitHubUserRow.rows([GitHubUser](), bookmarkedIDs: [1, 2]) == [])
        #expect(GitHubUserRow.rows([1, 2].map(Self.user), bookmarkedIDs: []).map(\.isBookmarked) == [false, false])
    }

    @Test func aLargePageAgainstManyBookmarksAgreesWithTheSeedsContainsPerRowMerge() {
        let users = (1...2_000).map { Self.user($0 * 3 % 2_003) }
        let bookmarked = (1...2_000).map { $0 * 2 }
        let naive = users.map { user in GitHubUserRow(user: user, isBookmarked: bookmarked.contains(user.id)) }
        #expect(GitHubUserRow.rows(users, bookmarkedIDs: Set(bookmarked)) == naive)
        #expect(naive.contains(where: \.isBookmarked) && naive.contains { !$0.isBookmarked })
    }
}
