import Foundation
import Testing

/// Reads response bodies with `JSONSerialization`, as a client that knows nothing of the server's types.
enum JSONBody {
    static func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func array(_ data: Data) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    static func isJSON(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data)) != nil
    }

    /// True when `object[key]` is present and JSON `null`.
    static func isNull(_ object: [String: Any], _ key: String) -> Bool {
        object[key] is NSNull
    }
}
