import Foundation
import Hummingbird

/// GitHub's conditional requests: an answer carries `ETag`, a strong tag of its body, and a request whose
/// `If-None-Match` names the current tag is answered `304 Not Modified` without a body (and, as on GitHub,
/// without counting against the rate limit).
enum GitHubEntityTag {
    /// A strong entity tag of `body`: its FNV-1a hash (64 bits) and its length.
    static func of(_ body: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return "\"\(String(hash, radix: 16))-\(String(body.count, radix: 16))\""
    }

    /// Whether `request`'s `If-None-Match` names `tag`: `*`, or one of its comma-separated tags, compared
    /// weakly (a `W/` prefix ignored), as RFC 9110 says for `If-None-Match`.
    static func matches(_ request: Request, tag: String) -> Bool {
        guard let header = request.headers[.ifNoneMatch] else { return false }
        let wanted = weak(tag)
        return header.split(separator: ",").contains { candidate in
            let candidate = candidate.trimmingCharacters(in: .whitespaces)
            return candidate == "*" || weak(candidate) == wanted
        }
    }

    private static func weak(_ tag: String) -> String {
        tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
    }
}
