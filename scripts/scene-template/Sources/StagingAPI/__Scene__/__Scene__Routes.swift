import Hummingbird
import SampleData

/// The __Title__ service's endpoint.
struct __Scene__Routes: Sendable {
    let items: [Sample__Entity__]

    func register(on router: Router<BasicRequestContext>) {
        router.get("__path__/items") { request, _ in try list(request) }
    }

    /// `GET __path__/items?limit=N` — `[{id, name}]`, listed by ``__Scene__Catalog``; `limit` is clamped to
    /// 0…100 (100 when absent or not a number).
    func list(_ request: Request) throws -> Response {
        let maximum = __Scene__Catalog.maximumLimit
        let limit = request.queryParameters.integer("limit", default: maximum, clampedTo: 0...maximum)
        return try StagingResponse.json(Array(__Scene__Catalog.list(items, limit: limit)))
    }
}
