import Foundation

/// A value the response cache keeps, checked as it is read back as the upstream's answer was checked when it
/// arrived: a row of the cache file holds whatever a file can, so a value Strata could not have stored (a
/// reading of 9.2e18 µg/m³, a page offset near `Int.max`, a time after the row was stored) makes the row
/// unreadable, which is a miss, and the row is deleted. Each check uses the ranges of the DTO the value came
/// from (`UpstreamNumbers` and the DTOs' own), so every value Strata stores reads back.
public protocol CacheableValue: Codable, Sendable {
    /// Whether every number and time in the value is within the ranges it is read in from its service, and no
    /// time in it is after `storedAt` (when the row was stored) by more than a clock's tolerance.
    func isReadable(storedAt: Date) -> Bool
}

extension Array: CacheableValue where Element: CacheableValue {
    public func isReadable(storedAt: Date) -> Bool {
        allSatisfy { $0.isReadable(storedAt: storedAt) }
    }
}

extension UpstreamNumbers {
    /// The instants a date read from a service can be: one written with a four-digit year (some 31,000 years
    /// either side of 1970), finite, so any formatter counts it without trapping.
    static let instants = -1e12...1e12

    /// Whether `date` is one of `instants`.
    static func isInstant(_ date: Date) -> Bool {
        instants.contains(date.timeIntervalSince1970)
    }
}
