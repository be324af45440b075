import Foundation

/// A failure the staging API injects into one response, so clients can be tested against the ways real
/// services fail.
///
/// A request asks for faults with the `X-Strata-Fault` header or the `strata_fault` query parameter (the
/// query parameter is removed before the request is handled and never echoed in links). Both may be given;
/// the header's faults come first. Grammar (names are case-insensitive, blanks around items are ignored):
///
/// ```
/// faults  = fault *( "," fault )
/// fault   = "status=" 3DIGIT      ; 400…599: that status with the API's own error body
///         / "delay=" 1*DIGIT      ; milliseconds (at most 60000) slept before answering
///         / "malformed"           ; 200 with a body that is not JSON
///         / "truncated"           ; the real body cut in half, with the Content-Length of the cut
///         / "drop"                ; the real head and full Content-Length, then the connection closes
///                                 ; after half of the body
///         / "ratelimit"           ; the API's rate-limit answer (GitHub 403, TMDB 429 code 25, …)
///         / "resultcode=" 1*2DIGIT
///                                 ; AirKorea only: HTTP 200 with that result code and AirKorea's message
/// ```
///
/// `resultcode` takes the codes AirKorea documents (01–05, 10–12, 20–22, 30–33, 99; `3` and `03` alike) and
/// answers each as AirKorea does: the data.go.kr gateway's codes (12 no such service, 20 access denied,
/// 21 key disabled, 22 daily quota used up, 30 key not registered, 31 key expired, 32 IP not registered,
/// 33 unsigned call) as the gateway's XML envelope even to JSON requests, the service's own (01 application,
/// 02 database, 03 no data, 04 HTTP, 05 timeout, 10 invalid and 11 missing parameter, 99 unknown) in the
/// JSON envelope's header, with no body. On a path of another API it is answered with 400 naming it.
///
/// `delay` combines with any other fault, and several delays add up (still at most 60000 ms in all, however
/// many digits they have); of the others only the first one listed applies. An unknown or
/// malformed item is answered with 400 and a plain-text body naming it. Paths under `/__staging/` (the control
/// routes, which need the run's ``StagingControlToken``) are never faulted.
public struct StagingFault: Hashable, Sendable, CustomStringConvertible {
    /// What happens to the response, besides an optional delay.
    public enum Outcome: Hashable, Sendable {
        /// Answer this status (400…599) with the API's error body.
        case status(Int)
        /// Answer 200 with a body that does not parse as JSON.
        case malformed
        /// Send the real body cut in half, declaring the cut length.
        case truncated
        /// Send the real head, then close the connection half-way through the body.
        case drop
        /// Answer as the API does when the client is rate limited.
        case rateLimit
        /// Answer AirKorea's refusal with this result code (a documented one).
        case resultCode(Int)
    }

    /// The request header carrying faults.
    public static let headerName = "X-Strata-Fault"
    /// The query parameter carrying faults.
    public static let queryName = "strata_fault"
    /// The longest delay honoured, in milliseconds.
    public static let maximumDelayMilliseconds = 60_000

    /// Milliseconds to wait before answering; `nil` for no delay.
    public var delayMilliseconds: Int?
    /// The failure to inject; `nil` for a normal answer (possibly delayed).
    public var outcome: Outcome?

    /// A fault of `outcome`, after `delayMilliseconds`.
    public init(outcome: Outcome? = nil, delayMilliseconds: Int? = nil) {
        self.outcome = outcome
        self.delayMilliseconds = delayMilliseconds
    }

    /// Parses a comma-separated fault list in the grammar above.
    public init(parsing text: String) throws(StagingFaultSyntaxError) {
        self.init()
        for rawItem in text.split(separator: ",") {
            let item = rawItem.trimmingCharacters(in: .whitespaces).lowercased()
            guard !item.isEmpty else { continue }
            let parsed = try Self.parseItem(item)
            // Each item is already capped, so the running sum stays far from overflowing.
            if let delay = parsed.delayMilliseconds {
                delayMilliseconds = min((delayMilliseconds ?? 0) + delay, Self.maximumDelayMilliseconds)
            }
            if outcome == nil {
                outcome = parsed.outcome
            }
        }
    }

    /// True when the fault changes nothing.
    public var isEmpty: Bool { outcome == nil && (delayMilliseconds ?? 0) == 0 }

    /// The value to send in the `X-Strata-Fault` header (or the `strata_fault` query parameter).
    public var description: String {
        var items: [String] = []
        if let delayMilliseconds { items.append("delay=\(delayMilliseconds)") }
        switch outcome {
        case .status(let code): items.append("status=\(code)")
        case .malformed: items.append("malformed")
        case .truncated: items.append("truncated")
        case .drop: items.append("drop")
        case .rateLimit: items.append("ratelimit")
        case .resultCode(let code): items.append("resultcode=\(code < 10 ? "0" : "")\(code)")
        case nil: break
        }
        return items.joined(separator: ",")
    }

    private static func parseItem(_ item: String) throws(StagingFaultSyntaxError) -> StagingFault {
        switch item {
        case "malformed": return StagingFault(outcome: .malformed)
        case "truncated": return StagingFault(outcome: .truncated)
        case "drop": return StagingFault(outcome: .drop)
        case "ratelimit": return StagingFault(outcome: .rateLimit)
        default: break
        }
        let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, parts[1].first != "-" else { throw StagingFaultSyntaxError(item: item) }
        let number = DecimalInteger(parts[1])
        switch parts[0] {
        case "status":
            guard let code = number.within(400...599) else { throw StagingFaultSyntaxError(item: item) }
            return StagingFault(outcome: .status(code))
        case "delay":
            // Any run of digits is a delay, however long; it is capped like any other.
            guard let delay = number.clamped(to: 0...Self.maximumDelayMilliseconds) else {
                throw StagingFaultSyntaxError(item: item)
            }
            return StagingFault(delayMilliseconds: delay)
        case "resultcode":
            guard parts[1].count <= 2, let code = number.within(1...99), AirKoreaResultCode.all[code] != nil else {
                throw StagingFaultSyntaxError(item: item)
            }
            return StagingFault(outcome: .resultCode(code))
        default:
            throw StagingFaultSyntaxError(item: item)
        }
    }
}

/// A fault list item that is not in the grammar of ``StagingFault``.
public struct StagingFaultSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The offending item, lower-cased.
    public var item: String
    public var description: String { "Unknown strata fault: \(item)" }
}
