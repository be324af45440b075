import Foundation
import Hummingbird
import SampleData

/// GitHub REST: the user list and detail, and the avatars they point at.
struct GitHubRoutes: Sendable {
    static let defaultPerPage = 30
    /// GitHub clamps `per_page` to 1…100.
    static let perPageRange = 1...100
    /// User ids are positive; a `since` below 0 lists from the start, one past the last id lists nothing.
    static let sinceRange = 0...Int.max

    let users: [SampleUser]
    let rateLimit: GitHubRateLimit

    func register(on router: Router<BasicRequestContext>) {
        router.get("/users") { request, _ in try await list(request) }
        router.get("/users/:login") { request, context in try await detail(request, context) }
        router.get("/avatars/u/:id") { _, context in avatar(context) }
        router.get("/rate_limit") { request, _ in try await rateLimitStatus(request) }
    }

    /// `GET /rate_limit` — the limits as GitHub reports them (`resources.core` and the others, and `rate`, the
    /// core limit again), with the rate-limit headers; like GitHub, it does not count against the limit.
    func rateLimitStatus(_ request: Request) async throws -> Response {
        let (snapshot, refusal) = try await admit(request, counts: false)
        if let refusal { return refusal }
        return try StagingResponse.json(GitHubRateLimitPayload(core: snapshot), headers: snapshot.headers)
    }

    /// `GET /users?per_page=&since=` — the short shape, with the `Link` header GitHub sends (`rel="next"`
    /// only while users remain after the page), and its `ETag` (`304` when `If-None-Match` names it).
    func list(_ request: Request) async throws -> Response {
        let parameters = request.queryParameters
        let perPage = parameters.integer("per_page", default: Self.defaultPerPage, clampedTo: Self.perPageRange)
        let since = parameters.integer("since", default: 0, clampedTo: Self.sinceRange)
        let page = UserCatalog.page(users, since: since, perPage: perPage)
        let base = request.stagingBaseURL
        var links: [String] = []
        if let last = page.last, users.contains(where: { $0.id > last.id }) {
            links.append("<\(base)/users?per_page=\(perPage)&since=\(last.id)>; rel=\"next\"")
        }
        links.append("<\(base)/users{?since}>; rel=\"first\"")
        let payload = page.map { GitHubUserPayload(user: $0, base: base, full: false) }
        return try await conditionalJSON(
            payload, request, headers: StagingResponse.fields([("Link", links.joined(separator: ", "))]))
    }

    /// `GET /users/{login}` — the full shape, with its `ETag` (`304` when `If-None-Match` names it); unknown is a
    /// 404 `{"message":"Not Found",…}`.
    func detail(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        guard let login = context.parameters.get("login"), let user = UserCatalog.find(users, login: login) else {
            let (snapshot, refusal) = try await admit(request)
            if let refusal { return refusal }
            return try StagingResponse.json(GitHubErrorPayload.notFound, status: .notFound, headers: snapshot.headers)
        }
        let payload = GitHubUserPayload(user: user, base: request.stagingBaseURL, full: true)
        return try await conditionalJSON(payload, request, headers: [:])
    }

    /// `payload` as JSON with `headers`, the rate limit's and its `ETag`; or, when the request's `If-None-Match`
    /// names that tag, `304 Not Modified` without a body, which does not count against the limit.
    private func conditionalJSON<Payload: Encodable>(
        _ payload: Payload, _ request: Request, headers: HTTPFields
    ) async throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = try encoder.encode(payload)
        let tag = GitHubEntityTag.of(body)
        let notModified = GitHubEntityTag.matches(request, tag: tag)
        let (snapshot, refusal) = try await admit(request, counts: !notModified)
        if let refusal { return refusal }
        var fields = snapshot.headers
        fields.append(contentsOf: headers)
        fields[.eTag] = tag
        guard !notModified else { return Response(status: .notModified, headers: fields) }
        return StagingResponse.body(body, contentType: StagingResponse.jsonContentType, status: .ok, headers: fields)
    }

    /// `GET /avatars/u/{id}` — a 460 px placeholder PNG, as avatars.githubusercontent.com would serve; an id
    /// below 1 or not a number is a 404.
    func avatar(_ context: BasicRequestContext) -> Response {
        guard let text = context.parameters.get("id"), let id = DecimalInteger(text).within(1...Int.max) else {
            return StagingResponse.reason(.notFound)
        }
        return StagingResponse.png(PlaceholderPNG.image(seed: "avatar-\(id)", width: 460, height: 460))
    }

    /// Counts the request against the rate limit (unless `counts` is false); a token of `invalid` is refused
    /// with 401 Bad credentials.
    private func admit(_ request: Request, counts: Bool = true) async throws -> (GitHubRateLimit.Snapshot, Response?) {
        let authorization = request.headers[.authorization]
        let token = authorization.flatMap { value in
            value.split(separator: " ", maxSplits: 1).last.map(String.init)
        }
        let snapshot = await rateLimit.consume(authenticated: token != nil && token != "invalid", counts: counts)
        guard token != "invalid" else {
            let refusal = try StagingResponse.json(
                GitHubErrorPayload.badCredentials, status: .unauthorized, headers: snapshot.headers)
            return (snapshot, refusal)
        }
        return (snapshot, nil)
    }
}
