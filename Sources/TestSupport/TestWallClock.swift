import DomainLayer
import Foundation
import Synchronization

/// A wall clock that tests move by hand.
public final class TestWallClock: Sendable {
    private let current: Mutex<Date>

    public init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = Mutex(start)
    }

    public var now: Date { current.withLock { $0 } }

    public func advance(by duration: Duration) {
        current.withLock { $0 += duration.timeInterval }
    }

    /// A `() -> Date` reading this clock, for injection.
    public var nowFunction: @Sendable () -> Date { { self.now } }
}
