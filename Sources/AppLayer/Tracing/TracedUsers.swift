import DomainLayer
import LiveWeb

// The Users scene's use cases and repositories, each a step of the request being answered.

struct TracedFetchGitHubUserPageUseCase: FetchGitHubUserPageUseCase {
    let base: any FetchGitHubUserPageUseCase
    private let type: TracedType

    init(base: any FetchGitHubUserPageUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute(after cursor: Int, fresh: Bool) async throws -> (rows: [GitHubUserRow], nextCursor: Int?) {
        try await RequestTracing.step(.useCase, type: type, "execute") {
            try await base.execute(after: cursor, fresh: fresh)
        }
    }
}

struct TracedFetchGitHubUserDetailsUseCase: FetchGitHubUserDetailsUseCase {
    let base: any FetchGitHubUserDetailsUseCase
    private let type: TracedType

    init(base: any FetchGitHubUserDetailsUseCase) {
        self.base = base
        type = TracedType(of: base)
    }

    func execute(login: String) async throws -> GitHubUserDetails {
        try await RequestTracing.step(.useCase, type: type, "execute") {
            try await base.execute(login: login)
        }
    }
}

/// A repository that keeps GitHub's answers (`isCache`) is a miss when GitHub was asked inside the call; one
/// that keeps nothing (the bundled users) says no cache.
struct TracedGitHubUserRepository: GitHubUserRepository {
    let base: any GitHubUserRepository
    let isCache: Bool
    private let type: TracedType

    init(base: any GitHubUserRepository, isCache: Bool) {
        self.base = base
        self.isCache = isCache
        type = TracedType(of: base)
    }

    func page(after cursor: Int, perPage: Int) async throws -> GitHubUserPage {
        try await RequestTracing.step(.repository, type: type, "page", cacheBySource: isCache) {
            try await base.page(after: cursor, perPage: perPage)
        }
    }

    func freshPage(after cursor: Int, perPage: Int) async throws -> GitHubUserPage {
        try await RequestTracing.step(.repository, type: type, "freshPage", cacheBySource: isCache) {
            try await base.freshPage(after: cursor, perPage: perPage)
        }
    }

    func details(login: String) async throws -> GitHubUserDetails {
        try await RequestTracing.step(.repository, type: type, "details", cacheBySource: isCache) {
            try await base.details(login: login)
        }
    }
}

struct TracedGitHubUserBookmarkRepository: GitHubUserBookmarkRepository {
    let base: any GitHubUserBookmarkRepository
    private let type: TracedType

    init(base: any GitHubUserBookmarkRepository) {
        self.base = base
        type = TracedType(of: base)
    }

    func bookmarks(limit: Int, offset: Int) async throws -> [GitHubUserBookmark] {
        try await RequestTracing.step(.repository, type: type, "bookmarks") {
            try await base.bookmarks(limit: limit, offset: offset)
        }
    }

    func bookmarkedIDs() async throws -> Set<Int> {
        try await RequestTracing.step(.repository, type: type, "bookmarkedIDs") {
            try await base.bookmarkedIDs()
        }
    }

    func setBookmarked(_ isBookmarked: Bool, for user: GitHubUser) async throws -> Bool {
        try await RequestTracing.step(.repository, type: type, "setBookmarked") {
            try await base.setBookmarked(isBookmarked, for: user)
        }
    }

    func restore(_ bookmark: GitHubUserBookmark) async throws -> Bool {
        try await RequestTracing.step(.repository, type: type, "restore") {
            try await base.restore(bookmark)
        }
    }
}
