import Foundation
import Networking
import SampleData

/// The endpoints of the __Title__ service.
enum __Scene__Endpoints {
    /// `GET {service}__path__/items?limit=N` — `[{id, name}]`, the first `limit` items by id.
    static func items(limit: Int = __Scene__Catalog.maximumLimit) -> Endpoint<LossyList<__Entity__DTO>> {
        Endpoint(
            path: "__path__/items", queryItems: [URLQueryItem(name: "limit", value: String(limit))],
            decoder: .json())
    }
}
