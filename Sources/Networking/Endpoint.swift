import Foundation

/// HTTP methods the endpoints use.
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
}

/// One request against an API, and how to read its answer. The base URL, default headers and default query
/// parameters (such as an API key) come from the `APIConfiguration` of the service that sends it.
public struct Endpoint<Response: Sendable>: Sendable {
    public var method: HTTPMethod
    /// Appended to the base URL's path, e.g. `/3/search/movie`.
    public var path: String
    public var queryItems: [URLQueryItem]
    public var headers: [String: String]
    public var body: Data?
    /// The longest body this endpoint's answer may have, in bytes; `nil` for the service's default.
    public var maxResponseBytes: Int?
    public var decoder: ResponseDecoder<Response>

    public init(
        method: HTTPMethod = .get,
        path: String,
        queryItems: [URLQueryItem] = [],
        headers: [String: String] = [:],
        body: Data? = nil,
        maxResponseBytes: Int? = nil,
        decoder: ResponseDecoder<Response>
    ) {
        self.method = method
        self.path = path
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.maxResponseBytes = maxResponseBytes
        self.decoder = decoder
    }

    /// The request for this endpoint under `configuration`.
    public func request(with configuration: APIConfiguration) throws(NetworkError) -> UpstreamRequest {
        guard var components = URLComponents(url: configuration.baseURL, resolvingAgainstBaseURL: false) else {
            throw .badURL(Redaction.redact(configuration.baseURL))
        }
        let basePath = components.path.hasSuffix("/") ? String(components.path.dropLast()) : components.path
        components.path = basePath + (path.hasPrefix("/") ? path : "/" + path)
        let defaults = configuration.queryParameters
            .sorted { $0.key < $1.key }
            .map { URLQueryItem(name: $0.key, value: $0.value) }
        let items = queryItems + defaults
        components.queryItems = items.isEmpty ? nil : items
        // URLComponents leaves `+` unescaped in queries, which servers read as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?
            .replacingOccurrences(of: "+", with: "%2B")
        guard let url = components.url else { throw .badURL(path) }

        return UpstreamRequest(
            url: url, method: method, headers: configuration.headers.merging(headers, uniquingKeysWith: { $1 }),
            body: body, timeout: configuration.timeout)
    }
}

/// Where and how a service is reached: base URL, headers and query parameters sent with every request,
/// the timeout, and the longest answer accepted.
public struct APIConfiguration: Sendable {
    /// The default cap on an answer's body: far above any page the public APIs send, far below what would
    /// hurt the app.
    public static let defaultMaxResponseBytes = 2 << 20

    public var baseURL: URL
    public var headers: [String: String]
    public var queryParameters: [String: String]
    public var timeout: TimeInterval
    /// The longest body accepted from this service, in bytes, unless an endpoint says otherwise.
    public var maxResponseBytes: Int

    public init(
        baseURL: URL, headers: [String: String] = [:], queryParameters: [String: String] = [:],
        timeout: TimeInterval = 15, maxResponseBytes: Int = defaultMaxResponseBytes
    ) {
        self.baseURL = baseURL
        self.headers = headers
        self.queryParameters = queryParameters
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
    }

    /// The secret values this service sends (keys in the query, tokens in headers), to mask wherever an
    /// upstream might echo them.
    var secrets: [String] {
        let queryValues = queryParameters.filter { Redaction.secretQueryParameters.contains($0.key.lowercased()) }
            .map(\.value)
        let headerValues = headers.filter { Redaction.secretHeaders.contains($0.key.lowercased()) }
            .flatMap { header in [header.value] + header.value.split(separator: " ").dropFirst().map(String.init) }
        return (queryValues + headerValues).filter { !$0.isEmpty }
    }
}
