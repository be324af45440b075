import DomainLayer
import Foundation

/// AirKorea's "no": a result code other than `00` with its message, from the JSON header
/// (`resultCode`, `resultMsg`) or the gateway's XML envelope (`returnReasonCode`, `returnAuthMsg`).
///
/// What a screen can word of it (the code decides, whatever the HTTP status):
/// - 03 no data: `.notFound`.
/// - 22 the key's daily quota used up: `.rateLimited(until:)` the next midnight in Korea, when quotas reset.
/// - 20 access denied, 21 key disabled, 30 key not registered, 31 key expired, 32 IP not registered,
///   33 unsigned call: `.unauthorized`.
/// - 01 application, 02 database, 04 HTTP, 05 timeout, 99 unknown error: `.server`.
/// - 10 invalid parameter, 11 missing parameter, 12 no such service, and any code AirKorea does not document:
///   `.server` too, as the other scenes read a 400: a request the app should not have sent is a fault of one
///   side's code, not something the user can change or a body that could not be read.
///
/// The error's message is `"MESSAGE (code)"`, as `APIErrorReader.airKorea` writes it, for the log.
struct AirKoreaRefusal: Sendable, Equatable, CustomStringConvertible {
    var code: String
    var message: String

    init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// The refusal in the gateway's XML envelope; nil when `data` is not one.
    init?(xmlEnvelope data: Data) {
        // Only a body that starts with `<` is looked at as text, so a large JSON answer is not copied.
        guard data.first(where: { !Self.blanks.contains($0) }) == UInt8(ascii: "<"),
            let envelope = AirKoreaXMLErrorDTO(data: data)
        else { return nil }
        self.init(code: envelope.returnReasonCode, message: envelope.returnAuthMsg)
    }

    private static let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]

    var description: String { "\(message) (\(code))" }

    /// The `DomainError` of this refusal, answered with HTTP `status`; `now` dates the end of a quota.
    func domainError(status: Int, now: Date) -> DomainError {
        switch Int(code) {
        case 3: .notFound
        case 22: .rateLimited(until: AirKoreaDataTime.midnight(after: now))
        case 20, 21, 30, 31, 32, 33: .unauthorized(message: description)
        default: .server(status: status, message: description)
        }
    }
}
