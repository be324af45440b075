import Foundation

/// `GET /rate_limit`: `{resources: {core, search, graphql, integration_manifest, code_search}, rate}`, each
/// `{limit, remaining, reset, used, resource}`; `rate` repeats `core`, as GitHub still sends it. Only `core` is
/// emulated (``GitHubRateLimit``); the others are reported full, with GitHub's limits for the request's kind
/// (signed in when `core`'s limit is the authenticated one).
struct GitHubRateLimitPayload: Encodable {
    struct Resource: Encodable {
        var limit: Int
        var remaining: Int
        var reset: Int
        var used: Int
        var resource: String
    }

    var resources: [String: Resource]
    var rate: Resource

    init(core snapshot: GitHubRateLimit.Snapshot, now: Date = Date()) {
        let core = Resource(
            limit: snapshot.limit, remaining: snapshot.remaining, reset: snapshot.reset, used: snapshot.used,
            resource: "core")
        let authenticated = snapshot.limit > 60
        let minute = Int(now.timeIntervalSince1970) + 60
        let hour = Int(now.timeIntervalSince1970) + 3600
        func full(_ name: String, limit: Int, reset: Int) -> Resource {
            Resource(limit: limit, remaining: limit, reset: reset, used: 0, resource: name)
        }
        resources = [
            "core": core,
            "search": full("search", limit: authenticated ? 30 : 10, reset: minute),
            "graphql": full("graphql", limit: authenticated ? 5000 : 0, reset: hour),
            "integration_manifest": full("integration_manifest", limit: 5000, reset: hour),
            "code_search": full("code_search", limit: 10, reset: minute),
        ]
        rate = core
    }
}
