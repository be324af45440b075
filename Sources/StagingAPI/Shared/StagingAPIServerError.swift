/// Why the staging API could not start or build a URL.
public enum StagingAPIServerError: Error, Sendable, CustomStringConvertible {
    /// Binding `host:port` failed, e.g. because the port is taken.
    case cannotListen(host: String, port: Int, reason: String)
    /// `path` does not make a URL on the server's base.
    case invalidURL(String)

    public var description: String {
        switch self {
        case .cannotListen(let host, let port, let reason):
            "The staging API cannot listen on \(host):\(port): \(reason)"
        case .invalidURL(let path):
            "Not a valid staging API URL: \(path)"
        }
    }
}
