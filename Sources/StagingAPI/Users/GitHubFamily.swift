import Foundation
import Hummingbird
import SampleData

/// GitHub (the GitHub users scene): `/users` with `Link` and rate-limit headers, and `/rate_limit`; errors as
/// `{message, documentation_url, status}`. Its routes also serve the avatars (`/avatars/u/{id}`), whose host answers
/// errors in plain text.
enum GitHubFamily: APIFamily {
    static let paths = ["/users", "/rate_limit"]

    static func register(on router: Router<BasicRequestContext>, dataset: SampleDataset) {
        GitHubRoutes(users: dataset.users, rateLimit: GitHubRateLimit()).register(on: router)
    }

    static func errorResponse(code: Int) throws -> Response {
        try StagingResponse.json(GitHubErrorPayload.forStatus(code), status: StagingResponse.status(code))
    }

    /// 403 with `x-ratelimit-remaining: 0` and the `gh_403.json` body.
    static func rateLimitResponse(now: Date) throws -> Response {
        try StagingResponse.json(
            GitHubErrorPayload.rateLimited, status: .forbidden,
            headers: GitHubRateLimit.Snapshot.exhausted(now: now).headers)
    }

    static let malformedBody = #"[{"login": "oops", "id": "#

    static func notFoundResponse() throws -> Response {
        try StagingResponse.json(GitHubErrorPayload.notFound, status: .notFound)
    }
}
