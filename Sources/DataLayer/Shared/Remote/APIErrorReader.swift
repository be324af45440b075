import DomainLayer
import Foundation
import Networking

/// Reads an API's own error body and headers into a `DomainError`, so a screen can show the service's words
/// (TMDB's `status_message`, GitHub's `message` and rate-limit reset, AirKorea's XML envelope).
public struct APIErrorReader: Sendable {
    private let message: @Sendable (Data) -> String?
    private let rateLimitReset: @Sendable (Int, [String: String]) -> Date??

    /// - Parameters:
    ///   - message: the service's message in an error body, if any.
    ///   - rateLimitReset: for a status and headers that mean "rate limited", the reset time (or `.some(nil)`
    ///     when unknown); `nil` when they do not mean rate limiting.
    public init(
        message: @escaping @Sendable (Data) -> String?,
        rateLimitReset: @escaping @Sendable (Int, [String: String]) -> Date?? = { status, _ in
            status == 429 ? .some(nil) : nil
        }
    ) {
        self.message = message
        self.rateLimitReset = rateLimitReset
    }

    /// Maps a failed transfer. A cancellation becomes `CancellationError`, never a `DomainError`.
    public func domainError(for error: DataTransferError) -> any Error {
        switch error {
        case .networkFailure(.cancelled):
            return CancellationError()
        case .networkFailure(.notConnected):
            return DomainError.offline
        case .networkFailure(.timedOut):
            return DomainError.timedOut
        case .networkFailure(.httpStatus(let status, let headers, let body)):
            if let reset = rateLimitReset(status, headers) {
                return DomainError.rateLimited(until: reset)
            }
            let text = message(body)
            switch status {
            case 401, 403: return DomainError.unauthorized(message: text)
            case 404: return DomainError.notFound
            default: return DomainError.server(status: status, message: text)
            }
        case .networkFailure(.badURL(let url)):
            return DomainError.notConfigured(message: "The service address is not a valid URL: \(url)")
        case .networkFailure(.bodyTooLarge(let limit)):
            return DomainError.badData(details: "The answer was larger than \(limit / 1024) KiB.")
        case .networkFailure(.transport(let details)):
            return DomainError.noResponse(details: details)
        case .noResponse:
            return DomainError.noResponse(details: nil)
        case .parsing(let failure):
            return DomainError.badData(details: failure.description)
        }
    }
}

extension APIErrorReader {
    /// TMDB: `{status_code, status_message}`; 429 is its rate limit.
    public static let tmdb = APIErrorReader(message: { body in
        (try? JSONDecoder().decode(TMDBErrorDTO.self, from: body))?.statusMessage
    })

    /// GitHub: `{message}`; 403 or 429 with `x-ratelimit-remaining: 0` is the rate limit, reset at the epoch
    /// seconds of `x-ratelimit-reset`.
    public static let gitHub = APIErrorReader(
        message: { body in (try? JSONDecoder().decode(GitHubErrorDTO.self, from: body))?.message },
        rateLimitReset: { status, headers in
            guard [403, 429].contains(status), headers["x-ratelimit-remaining"] == "0" else { return nil }
            return .some(headers["x-ratelimit-reset"].flatMap(TimeInterval.init).map(Date.init(timeIntervalSince1970:)))
        })

    /// PokeAPI: plain-text bodies such as `Not Found`.
    public static let pokeAPI = APIErrorReader(message: { body in
        let text = String(decoding: body.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    })

    /// AirKorea: the XML gateway envelope, or nothing readable.
    public static let airKorea = APIErrorReader(message: { body in
        AirKoreaXMLErrorDTO(data: body).map { "\($0.returnAuthMsg) (\($0.returnReasonCode))" }
    })

    /// Services without an error body of their own.
    public static let plain = APIErrorReader(message: { _ in nil })
}
