import PresentationLayer
import Synchronization

/// The results of a pure function, remembered by everything they are made from: the same key gives the same
/// value, so a remembered value is never another state's (unlike a page cached by its address or for a time).
/// For work done alike on many requests: a part of a page costly to write and shown alike to many windows (a
/// station's 24-hour charts, a list's rows), a browser's CSRF token. Holds at most `capacity` values, and
/// forgets them all when full.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Mutex<[Key: Value]>([:])
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value `make` gives for `key`: remembered, or made now and remembered.
    func value(for key: Key, make: () -> Value) -> Value {
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

/// What a pure render is made from: its input (a view model's state, a row's item) and the page's language.
struct RenderKey<Input: Hashable & Sendable>: Hashable, Sendable {
    var input: Input
    var language: Language
}

extension Memo {
    /// What `render` writes for `input` in `language`, remembered by both.
    func html<Input>(_ input: Input, in language: Language, render: () -> Value) -> Value
    where Key == RenderKey<Input> {
        value(for: RenderKey(input: input, language: language), make: render)
    }

    /// What `render` writes for a row of a list of `listLength` rows: remembered by `input` and `language` in a list
    /// of at most ``longestRememberedList`` rows, the lists many windows show alike (a search's first pages);
    /// written anew in a longer one, whose rows would take the memo's room and fill it again at every render.
    func row<Input>(_ input: Input, in language: Language, listLength: Int, render: () -> Value) -> Value
    where Key == RenderKey<Input> {
        listLength <= Self.longestRememberedList ? html(input, in: language, render: render) : render()
    }

    static var longestRememberedList: Int { 500 }
}
