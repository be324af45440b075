import Foundation

/// What a conditional request (`If-None-Match`) answered: the resource, changed or never seen, with its
/// headers; or `304 Not Modified`, the copy the client holds still being current.
public enum Revalidation<Response: Sendable>: Sendable {
    /// A `2xx` answer: the decoded resource and the response headers (lower-cased names).
    case modified(Response, headers: [String: String])
    /// `304 Not Modified`, with the response headers (lower-cased names).
    case notModified(headers: [String: String])
}

extension DataTransferService {
    /// Sends `endpoint` with `If-None-Match: etag` when there is an entity tag, and reads `304` as
    /// `.notModified` rather than a failure (APIs such as GitHub's do not count it against a rate limit).
    /// Without a tag it is an ordinary request, answered `.modified`.
    public func request<Response>(
        _ endpoint: Endpoint<Response>, ifNoneMatch etag: String?
    ) async throws(DataTransferError) -> Revalidation<Response> {
        var endpoint = endpoint
        if let etag {
            endpoint.headers["If-None-Match"] = etag
        }
        let (data, response) = try await exchange(endpoint, acceptsNotModified: etag != nil)
        if response.statusCode == 304 {
            return .notModified(headers: response.headers)
        }
        do {
            return .modified(try endpoint.decoder.decode(data), headers: response.headers)
        } catch {
            throw .parsing(ParsingFailure(error))
        }
    }
}
