import Foundation
import Networking
import SampleData

/// The endpoints of the Bookshelf service.
enum BookshelfEndpoints {
    /// `GET {service}/bookshelf/items?limit=N` — `[{id, name}]`, the first `limit` items by id.
    static func items(limit: Int = BookshelfCatalog.maximumLimit) -> Endpoint<LossyList<BookDTO>> {
        Endpoint(
            path: "/bookshelf/items", queryItems: [URLQueryItem(name: "limit", value: String(limit))],
            decoder: .json())
    }
}
