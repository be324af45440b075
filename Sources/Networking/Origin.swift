import Foundation

/// A URL's origin: scheme, host and port (the port spelled out, so `https://a` and `https://a:443` are one).
/// Outgoing requests are allowed by origin, never by what a URL in upstream data happens to name.
public struct Origin: Hashable, Sendable, CustomStringConvertible {
    public var scheme: String
    public var host: String
    public var port: Int

    /// The origin of an absolute http(s) URL; nil for anything else.
    public init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
            return nil
        }
        let defaultPort: Int
        switch scheme {
        case "http": defaultPort = 80
        case "https": defaultPort = 443
        default: return nil
        }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? defaultPort
    }

    public var description: String { "\(scheme)://\(host):\(port)" }
}
