import Foundation
import Logging

/// Sends endpoints of one API: builds the request from the API's configuration, validates the status
/// (anything outside 200–299 is `NetworkError.httpStatus` with status, headers and body, never decoded as
/// success), decodes, and maps every failure to a `DataTransferError`. Requests are logged with secrets
/// redacted, and every answer's body, whatever its status, has the configuration's secrets masked before it
/// is decoded or kept.
public struct DataTransferService: Sendable {
    public let configuration: APIConfiguration
    /// The service's logger, for what its callers find in an answer (such as rows they had to skip).
    public let logger: Logger
    private let client: any HTTPClient

    public init(configuration: APIConfiguration, client: any HTTPClient = NIOHTTPClient(), logger: Logger) {
        self.configuration = configuration
        self.client = client
        self.logger = logger
    }

    /// Sends `endpoint` and returns its decoded response.
    public func request<Response>(_ endpoint: Endpoint<Response>) async throws(DataTransferError) -> Response {
        let (data, _) = try await exchange(endpoint)
        do {
            return try endpoint.decoder.decode(data)
        } catch {
            let failure = ParsingFailure(error)
            logger.warning("Response did not decode", metadata: ["path": "\(endpoint.path)", "error": "\(failure)"])
            throw .parsing(failure)
        }
    }

    /// Sends `endpoint` and returns the decoded response together with the response headers (lower-cased
    /// names), for APIs whose paging or limits live in headers.
    public func requestWithHeaders<Response>(
        _ endpoint: Endpoint<Response>
    ) async throws(DataTransferError) -> (Response, [String: String]) {
        let (data, response) = try await exchange(endpoint)
        do {
            return (try endpoint.decoder.decode(data), response.headers)
        } catch {
            throw .parsing(ParsingFailure(error))
        }
    }

    /// Sends `endpoint` and returns its answer's (masked) body and response; a status outside 200–299 fails,
    /// but for `304` when `acceptsNotModified` (a conditional request).
    func exchange<Response>(
        _ endpoint: Endpoint<Response>, acceptsNotModified: Bool = false
    ) async throws(DataTransferError) -> (Data, UpstreamResponse) {
        let request: UpstreamRequest
        do {
            request = try endpoint.request(with: configuration)
        } catch {
            throw .networkFailure(error)
        }
        let shownURL = Redaction.redact(request.url)
        let start = ContinuousClock.now
        let received: Data
        let response: UpstreamResponse
        do {
            (received, response) = try await client.send(
                request, maxBodyBytes: endpoint.maxResponseBytes ?? configuration.maxResponseBytes)
        } catch {
            if error != .cancelled {
                logger.info("\(endpoint.method.rawValue) \(shownURL) failed: \(error)")
            }
            throw .networkFailure(error)
        }
        let elapsed = ContinuousClock.now - start
        logger.debug(
            "\(endpoint.method.rawValue) \(shownURL) → \(response.statusCode)",
            metadata: ["bytes": "\(received.count)", "duration": "\(elapsed)"]
        )
        guard (200..<300).contains(response.statusCode) || (acceptsNotModified && response.statusCode == 304) else {
            let body = Redaction.mask(configuration.secrets, in: received)
            throw .networkFailure(
                .httpStatus(code: response.statusCode, headers: response.headers, body: body))
        }
        // An upstream may echo the key in any answer, a refusal sent with status 200 too (AirKorea's gateway
        // does): a success body is masked before it is decoded, so nothing read from it can show or log the key.
        // A "secret" shorter than any real key (a test's `k`) is left alone there, or ordinary text would be cut.
        let secrets = configuration.secrets.filter { $0.count >= Redaction.minimumMaskedLength }
        let data = secrets.isEmpty ? received : Redaction.mask(secrets, in: received)
        return (data, response)
    }
}
