import Hummingbird

/// Whether a state-changing request comes from a page of this server, as far as the browser says: its `Origin`,
/// when sent, is the origin the request was made to (the scheme, and the `Host` with its port), never `null`
/// (a sandboxed or opaque page) and never another site's; and `Sec-Fetch-Site` does not say `cross-site`.
///
/// Browsers send both on every form post and `fetch`, so a page elsewhere that holds a valid token still cannot
/// post with it. A client that sends neither (an HTTP library, an old browser) is judged on its token alone.
public enum CSRFOrigin {
    /// Why a request is refused, for the debug log; `nil` when it is not.
    public static func refusal(of request: Request) -> String? {
        if request.headers.values(named: "Sec-Fetch-Site").contains(where: { $0.lowercased() == "cross-site" }) {
            return "Sec-Fetch-Site: cross-site"
        }
        let origins = request.headers[values: .origin]
        guard !origins.isEmpty else { return nil }
        guard origins.count == 1, let origin = Origin(serialized: origins[0]),
            let served = Origin(scheme: request.head.scheme ?? "http", host: request.head.authority), origin == served
        else { return "Origin is not this server's" }
        return nil
    }

    /// A web origin: scheme, host (lowercased; an IPv6 address in brackets) and port (the scheme's default when
    /// none is written).
    struct Origin: Equatable {
        var scheme: String
        var host: String
        var port: Int

        /// The origin of an `Origin` header (`http://127.0.0.1:8080`); `nil` for `null` or anything else.
        init?(serialized: String) {
            guard let separator = serialized.range(of: "://") else { return nil }
            self.init(
                scheme: String(serialized[..<separator.lowerBound]), host: String(serialized[separator.upperBound...]))
        }

        /// The origin of a request made with `scheme` to `host` (a `Host` header: `name[:port]`, `[v6][:port]`).
        init?(scheme: String, host: String?) {
            let scheme = scheme.lowercased()
            guard let defaultPort = ["http": 80, "https": 443][scheme], let host = host?.lowercased(), !host.isEmpty
            else { return nil }
            let nameEnd: String.Index
            if host.hasPrefix("[") {
                guard let bracket = host.firstIndex(of: "]") else { return nil }
                nameEnd = host.index(after: bracket)
            } else {
                nameEnd = host.firstIndex(of: ":") ?? host.endIndex
            }
            let name = host[..<nameEnd]
            let portPart = host[nameEnd...]
            guard !name.isEmpty, !name.contains(where: { "/?#@ \\".contains($0) }) else { return nil }
            var port = defaultPort
            if !portPart.isEmpty {
                let digits = portPart.dropFirst()
                guard portPart.first == ":", (1...5).contains(digits.count),
                    digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number <= 65_535
                else { return nil }
                port = number
            }
            self.scheme = scheme
            self.host = String(name)
            self.port = port
        }
    }
}
