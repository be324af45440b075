import DomainLayer
import Synchronization

/// A `FetchGitHubUserPageUseCase` answering scripted pages by cursor, each user marked with the bookmarks of
/// `bookmarks` (none without it), as the interactor marks them.
public struct FakeFetchGitHubUserPageUseCase: FetchGitHubUserPageUseCase {
    /// The script, by requested cursor.
    public let answers = ScriptedAnswers<Int, GitHubUserPage>()
    private let bookmarks: FakeGitHubUserBookmarkUseCases?
    private let asked = Asked()

    /// Every cursor asked for so far, in order, with whether a fresh page was asked for (Refresh).
    public var requests: [(cursor: Int, fresh: Bool)] { asked.requests.withLock { $0 } }

    private final class Asked: Sendable {
        let requests = Mutex<[(cursor: Int, fresh: Bool)]>([])
    }

    public init(bookmarks: FakeGitHubUserBookmarkUseCases? = nil) {
        self.bookmarks = bookmarks
    }

    /// Scripts every page of `users` as GitHub pages them (`GitHubUserFixtures.page(of:after:pageSize:)`): the
    /// first page after 0, each next one after the last user of the one before, and an empty page at the end.
    public func answerPages(of users: [GitHubUser], pageSize: Int) {
        var cursor = 0
        while true {
            let page = GitHubUserFixtures.page(of: users, after: cursor, pageSize: pageSize)
            answers.answer(cursor, with: .success(page))
            guard let next = page.nextCursor else { return }
            cursor = next
        }
    }

    public func execute(after cursor: Int, fresh: Bool) async throws -> (rows: [GitHubUserRow], nextCursor: Int?) {
        asked.requests.withLock { $0.append((cursor, fresh)) }
        let page = try await answers.value(for: cursor)
        let bookmarked = bookmarks?.bookmarkedIDs ?? []
        return (GitHubUserRow.rows(page.users, bookmarkedIDs: bookmarked), page.nextCursor)
    }
}

/// A `FetchGitHubUserDetailsUseCase` answering scripted profiles by login.
public struct FakeFetchGitHubUserDetailsUseCase: FetchGitHubUserDetailsUseCase {
    /// The script, by requested login.
    public let answers = ScriptedAnswers<String, GitHubUserDetails>()

    public init() {}

    public func execute(login: String) async throws -> GitHubUserDetails {
        try await answers.value(for: login)
    }
}
