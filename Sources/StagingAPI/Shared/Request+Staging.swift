import Hummingbird

extension Request {
    /// The decoded query parameters.
    var queryParameters: QueryParameters { QueryParameters(query: uri.query) }

    /// `http://host:port` as the client addressed this server, for the absolute URLs the APIs embed
    /// (`next`, `url`, `avatar_url`, …).
    var stagingBaseURL: String {
        let host = head.authority ?? "127.0.0.1"
        return "http://\(host)"
    }
}
