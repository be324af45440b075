import Foundation

/// Sends one request and returns the raw answer, whatever its status.
public protocol HTTPClient: Sendable {
    /// Sends `request`; a body longer than `maxBodyBytes` fails with `NetworkError.bodyTooLarge` as soon as
    /// it is known (from `Content-Length` or while reading), so an upstream cannot make the app hold more.
    func send(_ request: UpstreamRequest, maxBodyBytes: Int) async throws(NetworkError) -> (Data, UpstreamResponse)
}
