import DomainLayer
import LiveWeb

// The Users scene's use cases and repositories, each a step of the request being answered.

struct TracedFetchGitHubUserPageUseCase: FetchGitHubUserPageUseCase {
    let base: any FetchGitHubUserPageUseCase

    func execute(after cursor: Int, fresh: Bool) async throws -> (rows: [GitHubUserRow], nextCursor: Int?) {
        try await RequestTracing.step(.useCase, type: tracedTypeName(base), "execute") {
            try await base.execute(after: cursor, fresh: fresh)
        }
    }
}

struct TracedFetchGitHubUserDetailsUseCase: FetchGitHubUserDetailsUseCase {
    let base: any FetchGitHubUserDetailsUseCase

    func execute(login: String) async throws -> GitHubUserDetails {
        try await RequestTracing.step(.useCase, type: tracedTypeName(base), "execute") {
            try await base.execute(login: login)
        }
    }
}

/// A repository that keeps GitHub's answers (`isCache`) is a miss when GitHub was asked inside the call; one
/// that keeps nothing (the bundled users) says no cache.
struct TracedGitHubUserRepository: GitHubUserRepository {
    let base: any GitHubUserRepository
    let isCache: Bool

    func page(after cursor: Int, perPage: Int) async throws -> GitHubUserPage {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), "page", cacheBySource: isCache) {
            try await base.page(after: cursor, perPage: perPage)
        }
    }

    func freshPage(after cursor: Int, perPage: Int) async throws -> GitHubUserPage {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), "freshPage", cacheBySource: isCache) {
            try await base.freshPage(after: cursor, perPage: perPage)
        }
    }

    func details(login: String) async throws -> GitHubUserDetails {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), "details", cacheBySource: isCache) {
            try await base.details(login: login)
        }
    }
}

struct TracedGitHubUserBookmarkRepository: GitHubUserBookmarkRepository {
    let base: any GitHubUserBookmarkRepository

    func bookmarks(limit: Int, offset: Int) async throws -> [GitHubUserBookmark] {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), "bookmarks") {
            try await base.bookmarks(limit: limit, offset: offset)
        }
    }

    func bookmarkedIDs() async throws -> Set<Int> {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), "bookmarkedIDs") {
            try await base.bookmarkedIDs()
        }
    }

    func setBookmarked(_ isBookmarked: Bool, for user: GitHubUser) async throws -> Bool {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), "setBookmarked") {
            try await base.setBookmarked(isBookmarked, for: user)
        }
    }

    func restore(_ bookmark: GitHubUserBookmark) async throws -> Bool {
        try await RequestTracing.step(.repository, type: tracedTypeName(base), "restore") {
            try await base.restore(bookmark)
        }
    }
}
