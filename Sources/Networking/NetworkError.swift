import Foundation

/// What went wrong while exchanging bytes with a server, before any decoding.
public enum NetworkError: Error, Sendable, Equatable {
    /// The server answered with a status outside 200–299. Headers are keyed in lower case.
    case httpStatus(code: Int, headers: [String: String], body: Data)
    /// No route to the server: offline, host unknown, or nothing listening on the port.
    case notConnected
    case timedOut
    /// The request was cancelled by its caller; never a failure to show.
    case cancelled
    case badURL(String)
    /// The connection failed mid-way or another transport error occurred.
    case transport(String)
    /// The server answered, but its answer could not be read as HTTP (a header with control bytes, a head past
    /// the parser's limit); the parser's words, for logs.
    case unreadableAnswer(String)
    /// The body was longer than the request allows, in bytes; reading stopped there.
    case bodyTooLarge(limit: Int)

    init(_ error: URLError) {
        switch error.code {
        case .cancelled:
            self = .cancelled
        case .timedOut:
            self = .timedOut
        case .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
            .internationalRoamingOff, .dataNotAllowed:
            self = .notConnected
        case .badURL, .unsupportedURL:
            self = .badURL(error.failingURL.map(Redaction.redact) ?? "")
        default:
            self = .transport(error.localizedDescription)
        }
    }
}
