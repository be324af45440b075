import Foundation

/// One request of the hostile-parameter sweep, with what its route may answer in its API's shape.
struct HostileRequest: Sendable {
    var method = "GET"
    var pathAndQuery: String
    var headers: [String: String] = [:]
    var expected: Expected
    /// Only a request that asks for the `drop` fault may lose its connection.
    var mayDrop = false
}

/// The answers a route gives: JSON of one of the shapes, a PNG, a plain-text reason, the AirKorea gateway's
/// XML, or an empty 204.
struct Expected: Sendable {
    enum JSONShape: Sendable {
        case array
        /// An object holding at least one of the keys (any object when empty).
        case object(anyOf: Set<String>)
    }

    var json: [JSONShape] = []
    var png = false
    var text = false
    var xml = false
    var noContent = false

    /// Why `body` with `contentType` is not such an answer; `nil` when it is.
    func problem(status: Int, contentType: String?, body: Data) -> String? {
        let type = contentType ?? ""
        if type.hasPrefix("application/json") {
            guard !json.isEmpty else { return "unexpected JSON" }
            guard let value = try? JSONSerialization.jsonObject(with: body) else { return "JSON that does not parse" }
            return json.contains { Self.matches(value, $0) } ? nil : "JSON of another shape"
        }
        if type == "image/png" {
            guard png else { return "unexpected PNG" }
            do {
                _ = try PNGFile(Array(body))
                return nil
            } catch {
                return "invalid PNG: \(error)"
            }
        }
        if type.hasPrefix("text/plain") {
            return text && !body.isEmpty ? nil : "unexpected plain text"
        }
        if type.hasPrefix("text/xml") {
            let text = String(decoding: body, as: UTF8.self)
            let envelope = text.hasPrefix("<OpenAPI_ServiceResponse>") || text.contains("?><response><header>")
            return xml && envelope ? nil : "unexpected XML"
        }
        return noContent && status == 204 && body.isEmpty ? nil : "unexpected \(type) answer"
    }

    private static func matches(_ value: Any, _ shape: JSONShape) -> Bool {
        switch shape {
        case .array: value is [Any]
        case .object(let keys):
            (value as? [String: Any]).map { object in keys.isEmpty || keys.contains { object[$0] != nil } } ?? false
        }
    }

    static let tmdb = Expected(json: [.object(anyOf: ["results", "status_code"])])
    static let tmdbDetails = Expected(json: [.object(anyOf: ["title", "status_code"])])
    static let tmdbImage = Expected(json: [.object(anyOf: ["status_code"])], png: true, text: true)
    static let pokeAPI = Expected(json: [.object(anyOf: ["count", "id"])], text: true)
    static let pokeAPIImage = Expected(png: true, text: true)
    static let gitHub = Expected(json: [.array, .object(anyOf: ["login", "message"])])
    static let gitHubImage = Expected(json: [.object(anyOf: ["message"])], png: true, text: true)
    static let airKorea = Expected(json: [.object(anyOf: ["response"])], xml: true)
    static let groups = Expected(json: [.array], text: true)
    static let groupsImage = Expected(png: true, text: true)
    static let control = Expected(json: [.object(anyOf: [])], text: true, noContent: true)
}
