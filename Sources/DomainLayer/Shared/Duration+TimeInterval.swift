import Foundation

extension Duration {
    /// The duration in seconds, with its fraction, for the APIs that count in `TimeInterval` (`Date`,
    /// an upstream request's timeout).
    public var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
