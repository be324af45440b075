/// Paths on this site that a form names for where to go next (`return`): a redirect follows one only if it is
/// a path here, never another site (`//host`, `/\host`, `https://…`).
enum LocalPath {
    /// `path` when it is a path on this site, else the home page.
    ///
    /// NB: a path with a backslash or any control character is refused wherever it is: browsers read `\` as
    /// `/` and drop tabs and newlines from a URL, so `/\t/evil.com` or `/\\evil.com` would lead to `//evil.com`.
    static func validated(_ path: String?) -> String {
        guard let path, path.hasPrefix("/"), !path.hasPrefix("//"), !path.contains(where: \.isNewline),
            !path.unicodeScalars.contains(where: { $0 == "\\" || $0.properties.generalCategory == .control })
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
