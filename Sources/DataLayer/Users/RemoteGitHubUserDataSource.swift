import DomainLayer
import Foundation
import Networking

/// GitHub's users from its REST API (or the staging API in its shape). The next page's cursor is the `since`
/// of the `Link` header's `rel="next"`; failures are read with `APIErrorReader.gitHub` (403 or 429 with
/// `x-ratelimit-remaining: 0` is the rate limit, until `x-ratelimit-reset`). It asks conditionally when given
/// an entity tag, as GitHub answers `304` without counting it against the limit.
public struct RemoteGitHubUserDataSource: GitHubRevalidatingUserDataSource {
    private let service: DataTransferService
    private let errors: APIErrorReader

    /// - Parameters:
    ///   - service: GitHub's base URL, with `GitHubEndpoints.authorization(token:)` among its headers when there
    ///     is a token.
    ///   - now: the clock a rate limit's reset is read against (`APIErrorReader.gitHub(now:)`).
    public init(service: DataTransferService, now: @escaping @Sendable () -> Date = Date.init) {
        self.service = service
        self.errors = APIErrorReader.gitHub(now: now)
    }

    public func page(since: Int, perPage: Int) async throws -> GitHubUserPage {
        try await page(since: since, perPage: perPage, ifNoneMatch: nil).value
    }

    public func details(login: String) async throws -> GitHubUserDetails {
        try await details(login: login, ifNoneMatch: nil).value
    }

    public func page(
        since: Int, perPage: Int, ifNoneMatch etag: String?
    ) async throws -> GitHubRevalidation<GitHubUserPage> {
        let answer: Revalidation<LossyList<GitHubUserDTO>>
        do {
            answer = try await service.request(GitHubEndpoints.users(since: since, perPage: perPage), ifNoneMatch: etag)
        } catch {
            throw errors.domainError(for: error, logger: service.logger)
        }
        guard case .modified(let body, let headers) = answer else { return .notModified }
        let list = body.prefix(GitHubUserDTO.maximumUsers)
        if list.skipped > 0 {
            service.logger.warning(
                "Skipped GitHub users that could not be read",
                metadata: ["skipped": "\(list.skipped)", "kept": "\(list.elements.count)"])
        }
        let isEmpty = list.elements.isEmpty && list.skipped == 0
        let page = GitHubUserPage(
            users: list.elements.map { $0.toDomain() },
            nextCursor: isEmpty ? nil : nextCursor(after: since, link: headers["link"]))
        return .modified(page, etag: headers["etag"])
    }

    public func details(
        login: String, ifNoneMatch etag: String?
    ) async throws -> GitHubRevalidation<GitHubUserDetails> {
        let answer: Revalidation<GitHubUserDetailsDTO>
        do {
            answer = try await service.request(GitHubEndpoints.user(login: login), ifNoneMatch: etag)
        } catch {
            throw errors.domainError(for: error, logger: service.logger)
        }
        guard case .modified(let body, let headers) = answer else { return .notModified }
        return .modified(body.toDomain(), etag: headers["etag"])
    }

    /// The next `since`, which must move past `since`: a link that would ask for the same page again ends the
    /// list rather than loop.
    private func nextCursor(after since: Int, link: String?) -> Int? {
        guard let next = GitHubLinkHeader(link).nextSince else { return nil }
        guard next > since else {
            service.logger.warning(
                "A next link that does not move forward ends the list",
                metadata: ["since": "\(since)", "next": "\(next)"])
            return nil
        }
        return next
    }
}

extension GitHubRevalidation {
    /// The value of an unconditional ask, which is never "not modified".
    fileprivate var value: Value {
        get throws {
            guard case .modified(let value, _) = self else {
                throw DomainError.badData(details: "304 Not Modified to a request without If-None-Match")
            }
            return value
        }
    }
}
