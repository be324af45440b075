import Foundation
import LiveWeb
import Networking

/// An `HTTPClient` whose every request is an upstream step of the request being answered, named by its
/// service and its URL's host and path only: never its query, headers or body, where keys and tokens travel.
struct TracedHTTPClient: HTTPClient {
    let base: any HTTPClient
    /// The service's name (`tmdb`).
    let service: String

    func send(
        _ request: UpstreamRequest, maxBodyBytes: Int
    ) async throws(NetworkError) -> (Data, UpstreamResponse) {
        try await RequestTracing.step(
            .upstream, type: service, request.method.rawValue,
            upstream: (request.url.host ?? "") + request.url.path
        ) { () async throws(NetworkError) in
            try await base.send(request, maxBodyBytes: maxBodyBytes)
        }
    }
}
