import Foundation

/// GitHub's `Link` header (RFC 8288): `<https://api.github.com/users?per_page=30&since=46>; rel="next",
/// <https://api.github.com/users{?since}>; rel="first"`.
struct GitHubLinkHeader: Equatable {
    /// The target of each relation, by relation name (lower-cased).
    var targets: [String: String]

    init(_ value: String?) {
        var targets: [String: String] = [:]
        var rest = Substring(value ?? "")
        // A target may itself hold commas or semicolons, so each link is read from its `<…>` rather than by
        // splitting the header on commas.
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            let target = String(rest[rest.index(after: open)..<close])
            let afterTarget = rest[rest.index(after: close)...]
            let parameters = afterTarget.prefix { $0 != "<" }
            rest = afterTarget[parameters.endIndex...]
            for relation in Self.relations(in: parameters) where targets[relation] == nil {
                targets[relation] = target
            }
        }
        self.targets = targets
    }

    /// The `since` of the `rel="next"` target, if there is one and it is a user id (`UpstreamNumbers.id`): the
    /// cursor is kept in the cache and counted on, as any number an upstream sends.
    var nextSince: Int? {
        guard let next = targets["next"], let components = URLComponents(string: next) else { return nil }
        return components.queryItems?.first { $0.name == "since" }?.value.flatMap { Int($0) }
            .flatMap { UpstreamNumbers.id.contains($0) ? $0 : nil }
    }

    /// The names of `rel="a b"` (or `rel=a`) among `; name=value` parameters.
    private static func relations(in parameters: Substring) -> [String] {
        parameters.split(separator: ";").flatMap { parameter -> [String] in
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel" else {
                return []
            }
            let value = parts[1].trimmingCharacters(in: CharacterSet.whitespaces.union([",", "\""]))
            return value.split(separator: " ").map { $0.lowercased() }
        }
    }
}
