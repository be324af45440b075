import DomainLayer
import Foundation
import Logging
import Networking

/// Reads an API's own error body and headers into a `DomainError` (TMDB's `status_message`, GitHub's
/// `message` and rate-limit reset, AirKorea's XML envelope): the error keeps the service's words, a screen
/// words the cause, and the log has the detail.
public struct APIErrorReader: Sendable {
    private let service: String?
    private let message: @Sendable (Data) -> String?
    private let rateLimitReset: @Sendable (Int, [String: String], Date) -> Date??
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - service: the service's name as a user knows it (`GitHub`), for "Can't reach GitHub."; nil for a
    ///     service without one (a failure to connect is then `offline`).
    ///   - message: the service's message in an error body, if any.
    ///   - rateLimitReset: for a status, headers and the current time that mean "rate limited", the reset time
    ///     (or `.some(nil)` when unknown); `nil` when they do not mean rate limiting.
    ///   - now: the clock a reset time is read against.
    public init(
        service: String? = nil,
        message: @escaping @Sendable (Data) -> String?,
        rateLimitReset: @escaping @Sendable (Int, [String: String], Date) -> Date?? = { status, _, _ in
            status == 429 ? .some(nil) : nil
        },
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.service = service
        self.message = message
        self.rateLimitReset = rateLimitReset
        self.now = now
    }

    /// Where a failure's detail goes when the caller has no logger of its own.
    public static let logger = Logger(label: "strata.upstream")

    /// Maps a failed transfer. A cancellation becomes `CancellationError`, never a `DomainError`.
    ///
    /// A screen words only the cause (offline, not found, …); what developers need to find the cause (the
    /// HTTP status, the service's own message, the decoding error) is logged on `logger` at debug level.
    public func domainError(for error: DataTransferError, logger: Logger = Self.logger) -> any Error {
        let (mapped, detail) = map(error)
        if let domainError = mapped as? DomainError {
            logger.debug("An upstream failure is shown as \(Self.name(domainError))", metadata: detail)
        }
        return mapped
    }

    private func map(_ error: DataTransferError) -> (any Error, Logger.Metadata) {
        switch error {
        case .networkFailure(.cancelled):
            return (CancellationError(), [:])
        case .networkFailure(.notConnected):
            let cause = service.map { DomainError.unreachable(service: $0) } ?? .offline
            return (cause, ["detail": "not connected"])
        case .networkFailure(.timedOut):
            return (DomainError.timedOut, ["detail": "timed out"])
        case .networkFailure(.httpStatus(let status, let headers, let body)):
            var detail: Logger.Metadata = ["status": "\(status)"]
            if let reset = rateLimitReset(status, headers, now()) {
                detail["reset"] = "\(reset.map { "\($0)" } ?? "unknown")"
                return (DomainError.rateLimited(until: reset), detail)
            }
            let text = message(body)
            detail["serviceMessage"] = text.map { "\($0)" }
            switch status {
            case 401, 403: return (DomainError.unauthorized(message: text), detail)
            case 404: return (DomainError.notFound, detail)
            default: return (DomainError.server(status: status, message: text), detail)
            }
        case .networkFailure(.badURL(let url)):
            let details = "The service address is not a valid URL: \(url)"
            return (DomainError.notConfigured(message: details), ["detail": "\(details)"])
        case .networkFailure(.bodyTooLarge(let limit)):
            let details = "The answer was larger than \(limit / 1024) KiB."
            return (DomainError.badData(details: details), ["detail": "\(details)"])
        case .networkFailure(.transport(let details)):
            return (DomainError.noResponse(details: details), ["detail": "\(details)"])
        case .networkFailure(.unreadableAnswer(let details)):
            let cause = service.map { DomainError.unreadableAnswer(service: $0) } ?? .badData(details: details)
            return (cause, ["detail": "\(details)"])
        case .noResponse:
            return (DomainError.noResponse(details: nil), ["detail": "not an HTTP response"])
        case .parsing(let failure):
            return (DomainError.badData(details: failure.description), ["detail": "\(failure.description)"])
        }
    }

    /// The case's name, for the log.
    private static func name(_ error: DomainError) -> String {
        switch error {
        case .offline: "offline"
        case .unreachable: "unreachable"
        case .noResponse: "noResponse"
        case .timedOut: "timedOut"
        case .notFound: "notFound"
        case .unauthorized: "unauthorized"
        case .rateLimited: "rateLimited"
        case .server: "server"
        case .badData: "badData"
        case .unreadableAnswer: "unreadableAnswer"
        case .notConfigured: "notConfigured"
        }
    }
}

extension APIErrorReader {
    /// TMDB: `{status_code, status_message}`; 429 is its rate limit.
    public static let tmdb = APIErrorReader(
        service: "TMDB",
        message: { body in
            (try? JSONDecoder().decode(TMDBErrorDTO.self, from: body))?.statusMessage
        })

    /// GitHub on the system clock: see ``gitHub(now:)``.
    public static let gitHub = gitHub(now: Date.init)

    /// GitHub: `{message}`; 403 or 429 with `x-ratelimit-remaining: 0` is the rate limit, reset at the epoch
    /// seconds of `x-ratelimit-reset` when that is a time within the day after `now` (else the reset is unknown:
    /// `UpstreamNumbers.epochSeconds(_:after:)`).
    public static func gitHub(now: @escaping @Sendable () -> Date) -> APIErrorReader {
        APIErrorReader(
            service: "GitHub",
            message: { body in (try? JSONDecoder().decode(GitHubErrorDTO.self, from: body))?.message },
            rateLimitReset: { status, headers, now in
                guard [403, 429].contains(status), headers["x-ratelimit-remaining"] == "0" else { return nil }
                return .some(UpstreamNumbers.epochSeconds(headers["x-ratelimit-reset"], after: now))
            },
            now: now)
    }

    /// PokeAPI: plain-text bodies such as `Not Found`.
    public static let pokeAPI = APIErrorReader(
        service: "PokeAPI",
        message: { body in
            let text = String(decoding: body.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty ? nil : text
        })

    /// AirKorea: the XML gateway envelope, or nothing readable.
    public static let airKorea = APIErrorReader(
        service: "AirKorea",
        message: { body in
            AirKoreaXMLErrorDTO(data: body).map { "\($0.returnAuthMsg) (\($0.returnReasonCode))" }
        })

    /// Services without an error body of their own.
    public static let plain = APIErrorReader(message: { _ in nil })
}
