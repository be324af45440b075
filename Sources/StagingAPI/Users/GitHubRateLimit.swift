import Foundation
import Hummingbird

/// GitHub's primary rate limit, emulated per hourly window for the `x-ratelimit-*` headers.
///
/// The staging server never runs out on its own (remaining stays at least 1, so a long dev session
/// is never locked out); exhaustion is the `ratelimit` fault, which answers with remaining 0.
actor GitHubRateLimit {
    struct Snapshot: Sendable {
        var limit: Int
        var remaining: Int
        var used: Int
        /// Epoch seconds at which the window resets.
        var reset: Int

        var headers: HTTPFields {
            StagingResponse.fields([
                ("x-ratelimit-limit", "\(limit)"),
                ("x-ratelimit-remaining", "\(remaining)"),
                ("x-ratelimit-reset", "\(reset)"),
                ("x-ratelimit-used", "\(used)"),
                ("x-ratelimit-resource", "core"),
            ])
        }

        /// The headers of an exhausted limit, resetting a minute from `now`.
        static func exhausted(now: Date = Date()) -> Snapshot {
            Snapshot(limit: 60, remaining: 0, used: 60, reset: Int(now.timeIntervalSince1970) + 60)
        }
    }

    private static let window: TimeInterval = 3600
    private var windowEnd: Date?
    private var used = 0

    /// Counts one request (unless `counts` is false, as for a `304`) and returns the headers to send with it.
    func consume(authenticated: Bool, counts: Bool = true, now: Date = Date()) -> Snapshot {
        let step = counts ? 1 : 0
        if let end = windowEnd, now < end {
            used += step
        } else {
            windowEnd = now.addingTimeInterval(Self.window)
            used = step
        }
        let limit = authenticated ? 5000 : 60
        let end = windowEnd ?? now.addingTimeInterval(Self.window)
        return Snapshot(
            limit: limit, remaining: max(limit - used, 1), used: min(used, limit - 1),
            reset: Int(end.timeIntervalSince1970))
    }
}
