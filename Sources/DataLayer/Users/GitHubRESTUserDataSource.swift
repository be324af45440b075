import DomainLayer
import Networking

/// GitHub's users from its REST API (or the staging API in its shape). The next page's cursor is the `since`
/// of the `Link` header's `rel="next"`; failures are read with `APIErrorReader.gitHub` (403 or 429 with
/// `x-ratelimit-remaining: 0` is the rate limit, until `x-ratelimit-reset`).
public struct GitHubRESTUserDataSource: GitHubUserDataSource {
    private let service: DataTransferService

    /// - Parameter service: GitHub's base URL, with `GitHubEndpoints.authorization(token:)` among its headers
    ///   when there is a token.
    public init(service: DataTransferService) {
        self.service = service
    }

    public func page(since: Int, perPage: Int) async throws -> GitHubUserPage {
        let (answer, headers): (LossyList<GitHubUserDTO>, [String: String])
        do {
            (answer, headers) = try await service.requestWithHeaders(
                GitHubEndpoints.users(since: since, perPage: perPage))
        } catch {
            throw APIErrorReader.gitHub.domainError(for: error, logger: service.logger)
        }
        let list = answer.prefix(GitHubUserDTO.maximumUsers)
        if list.skipped > 0 {
            service.logger.warning(
                "Skipped GitHub users that could not be read",
                metadata: ["skipped": "\(list.skipped)", "kept": "\(list.elements.count)"])
        }
        let isEmpty = list.elements.isEmpty && list.skipped == 0
        return GitHubUserPage(
            users: list.elements.map { $0.toDomain() },
            nextCursor: isEmpty ? nil : nextCursor(after: since, link: headers["link"]))
    }

    public func details(login: String) async throws -> GitHubUserDetails {
        do {
            return try await service.request(GitHubEndpoints.user(login: login)).toDomain()
        } catch {
            throw APIErrorReader.gitHub.domainError(for: error, logger: service.logger)
        }
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
