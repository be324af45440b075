import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// HTTP methods the endpoints use.
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
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
    public var decoder: ResponseDecoder<Response>

    public init(
        method: HTTPMethod = .get,
        path: String,
        queryItems: [URLQueryItem] = [],
        headers: [String: String] = [:],
        body: Data? = nil,
        decoder: ResponseDecoder<Response>
    ) {
        self.method = method
        self.path = path
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.decoder = decoder
    }

    /// The `URLRequest` for this endpoint under `configuration`.
    public func urlRequest(with configuration: APIConfiguration) throws(NetworkError) -> URLRequest {
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
        // NB: URLComponents leaves `+` unescaped in queries, which servers read as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?
            .replacingOccurrences(of: "+", with: "%2B")
        guard let url = components.url else { throw .badURL(path) }

        var request = URLRequest(url: url, timeoutInterval: configuration.timeout)
        request.httpMethod = method.rawValue
        request.httpBody = body
        for (name, value) in configuration.headers.merging(headers, uniquingKeysWith: { $1 }) {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }
}

/// Where and how a service is reached: base URL, headers and query parameters sent with every request,
/// and the timeout.
public struct APIConfiguration: Sendable {
    public var baseURL: URL
    public var headers: [String: String]
    public var queryParameters: [String: String]
    public var timeout: TimeInterval

    public init(
        baseURL: URL, headers: [String: String] = [:], queryParameters: [String: String] = [:],
        timeout: TimeInterval = 15
    ) {
        self.baseURL = baseURL
        self.headers = headers
        self.queryParameters = queryParameters
        self.timeout = timeout
    }
}
