import Foundation

/// The fields of an `application/x-www-form-urlencoded` body, first value per name.
struct FormFields {
    private var values: [String: String] = [:]

    init(_ body: String) {
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(parts[0])
            if values[name] == nil {
                values[name] = parts.count > 1 ? Self.decode(parts[1]) : ""
            }
        }
    }

    subscript(name: String) -> String? { values[name] }

    private static func decode(_ component: Substring) -> String {
        let spaced = component.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
