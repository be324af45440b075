import Foundation
import LiveWeb
import Networking

/// An `HTTPClient` whose every request is an upstream step of the request being answered, named by its
/// service and its URL's host and path only: never its query, headers or body, where keys and tokens travel.
struct TracedHTTPClient: HTTPClient {
    let base: any HTTPClient
    /// The service, named by its name (`tmdb`).
    private let service: TracedType

    init(base: any HTTPClient, service: String) {
        self.base = base
        self.service = TracedType(service)
    }

    func send(
        _ request: UpstreamRequest, maxBodyBytes: Int
    ) async throws(NetworkError) -> (Data, UpstreamResponse) {
        try await RequestTracing.step(
            .upstream, type: service, request.method.literal,
            upstream: (request.url.host ?? "") + request.url.path
        ) { () async throws(NetworkError) in
            try await base.send(request, maxBodyBytes: maxBodyBytes)
        }
    }
}

extension HTTPMethod {
    /// The method's name as a literal, which names an upstream step (``TracedType``'s steps are told apart by it).
    fileprivate var literal: StaticString {
        switch self {
        case .get: "GET"
        case .post: "POST"
        }
    }
}
