/// Paths on this site that a form names for where to go next (`return`): a redirect follows one only if it is
/// a path here, never another site (`//host`, `/\host`, `https://…`).
enum LocalPath {
    /// `path` when it is a path on this site, else the home page.
    static func validated(_ path: String?) -> String {
        guard let path, path.hasPrefix("/"), !path.hasPrefix("//"), !path.hasPrefix("/\\"),
            !path.contains(where: { $0.isNewline })
        else { return "/" }
        return path
    }

    /// `path` (a validated one) with `name=value` added to its query, before its fragment.
    static func adding(_ name: String, _ value: String, to path: String) -> String {
        let fragmentStart = path.firstIndex(of: "#") ?? path.endIndex
        let base = path[..<fragmentStart]
        let separator = base.contains("?") ? "&" : "?"
        return "\(base)\(separator)\(name)=\(PercentEncoding.encode(value))\(path[fragmentStart...])"
    }
}
