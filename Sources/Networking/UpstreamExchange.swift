import Foundation

/// A request to an upstream service, as an `HTTPClient` sends it.
///
/// Plain values rather than `URLRequest` and `HTTPURLResponse`: on Linux those live in FoundationNetworking,
/// which brings libcurl and some twenty libraries of its own into the process, and their resident memory, for a
/// URL loading system the app does not use. A URLSession client on Apple platforms maps them to
/// `URLRequest` and back in a few lines.
public struct UpstreamRequest: Sendable, Equatable {
    public var url: URL
    public var method: HTTPMethod
    /// The header fields to send, by name.
    public var headers: [String: String]
    public var body: Data?
    /// How long the whole exchange may take, redirects included, in seconds.
    public var timeout: TimeInterval

    public init(
        url: URL, method: HTTPMethod = .get, headers: [String: String] = [:], body: Data? = nil,
        timeout: TimeInterval
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// The value of the header field `name`, whatever the case of its name.
    public func value(forHeader name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// An upstream's answer to an `UpstreamRequest`, without its body.
public struct UpstreamResponse: Sendable, Equatable {
    /// The address that answered: the request's, or the last one a redirect led to.
    public var url: URL
    public var statusCode: Int
    /// The header fields, by lower-cased name; a field sent more than once has its values joined with ", ".
    public var headers: [String: String]

    /// - Parameter headers: the header fields as received, in any case, repeated or not.
    public init(url: URL, statusCode: Int, headers: some Sequence<(name: String, value: String)>) {
        self.url = url
        self.statusCode = statusCode
        self.headers = headers.reduce(into: [:]) { fields, field in
            let name = field.name.lowercased()
            fields[name] = fields[name].map { "\($0), \(field.value)" } ?? field.value
        }
    }

    /// The value of the header field `name`, whatever the case of its name.
    public func value(forHeader name: String) -> String? {
        headers[name.lowercased()]
    }
}
