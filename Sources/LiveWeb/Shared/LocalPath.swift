import Foundation

/// Paths on this site that a form names for where to go next (`return`): a redirect follows one only if it is
/// a path here, never another site (`//host`, `/\host`, `https://…`).
public enum LocalPath {
    /// `path` when it is a path on this site, else the home page.
    ///
    /// A path with a backslash or any control character is refused wherever it is: browsers read `\` as
    /// `/` and drop tabs and newlines from a URL, so `/\t/evil.com` or `/\\evil.com` would lead to `//evil.com`.
    public static func validated(_ path: String?) -> String {
        guard let path, path.hasPrefix("/"), !path.hasPrefix("//"), !path.contains(where: \.isNewline),
            !path.unicodeScalars.contains(where: { $0 == "\\" || $0.properties.generalCategory == .control })
        else { return "/" }
        return path
    }

    /// `path` (a validated one) with `name=value` added to its query, before its fragment.
    public static func adding(_ name: String, _ value: String, to path: String) -> String {
        let fragmentStart = path.firstIndex(of: "#") ?? path.endIndex
        let base = path[..<fragmentStart]
        // `contains("?")` on a substring is Foundation's search for a string, a large part of a long list's
        // render; the byte is found in place.
        let separator = base.utf8.contains(UInt8(ascii: "?")) ? "&" : "?"
        return "\(base)\(separator)\(name)=\(PercentEncoding.encode(value))\(path[fragmentStart...])"
    }

    /// The query parameters of `path` (between `?` and `#`), decoded; the first of a repeated name wins.
    public static func query(of path: String) -> [String: String] {
        guard let start = path.firstIndex(of: "?") else { return [:] }
        let end = path[start...].firstIndex(of: "#") ?? path.endIndex
        var parameters: [String: String] = [:]
        for pair in path[path.index(after: start)..<end].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).removingPercentEncoding ?? String(parts[0])
            let value = parts.count > 1 ? String(parts[1]).removingPercentEncoding ?? String(parts[1]) : ""
            if parameters[name] == nil {
                parameters[name] = value
            }
        }
        return parameters
    }
}
