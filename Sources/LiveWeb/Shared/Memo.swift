import Synchronization

/// The results of a pure function, remembered by everything they are made from: the same key gives the same
/// value, so a remembered value is never another state's (unlike a page cached by its address or for a time).
/// For work done alike on many requests: a part of a page costly to write and shown alike to many windows (a
/// station's 24-hour charts, a list's rows), a browser's CSRF token. Holds at most `capacity` values, and
/// forgets them all when full.
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Mutex<[Key: Value]>([:])
    private let capacity: Int

    /// A memo that holds at most `capacity` values.
    public init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value `make` gives for `key`: remembered, or made now and remembered.
    public func value(for key: Key, make: () -> Value) -> Value {
        if let value = values.withLock({ $0[key] }) {
            return value
        }
        let value = make()
        values.withLock { values in
            if values.count >= capacity {
                values.removeAll(keepingCapacity: true)
            }
            values[key] = value
        }
        return value
    }
}
