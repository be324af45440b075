/// The keys a screen answers to, here and now: each binding names the keys it takes, how the status line and the
/// help offer them, and what they do. A screen's table is both what ``TerminalScreen/keys`` lists and what
/// ``TerminalScreen/handle(_:)`` runs, so the help cannot offer a key that does nothing here, nor leave out one
/// that works.
///
/// A screen builds its table from its state each time it is asked, as a view's body is built:
///
/// ```swift
/// var keyTable: KeyTable {
///     KeyTable {
///         KeyBinding.widget(KeyHelp("↑↓ jk", "move")) { self.list.handle($0, count: self.rows.count) }
///         KeyBinding([.enter], KeyHelp("Enter", "details")) { self.openSelected() }
///         if isFailed {
///             KeyBinding([.character("r")], KeyHelp("r", "retry")) { self.retry() }
///         }
///     }
/// }
/// ```
@MainActor
public struct KeyTable {
    /// The bindings, in the order the status line offers them and a key is tried.
    public let bindings: [KeyBinding]

    /// A table of `bindings`.
    public init(_ bindings: [KeyBinding]) {
        self.bindings = bindings
    }

    /// A table of the bindings `build` lists (an `if` leaves one out).
    public init(@KeyTableBuilder _ build: () -> [KeyBinding]) {
        bindings = build()
    }

    /// What the status line and the help offer: each binding's keys, in order.
    public var help: [KeyHelp] { bindings.flatMap(\.help) }

    /// Runs the first binding that takes `key`.
    /// - Returns: what the binding did, `.ignored` when no binding takes the key (the app may then act on it).
    public func handle(_ key: Key) -> TerminalNavigation {
        for binding in bindings {
            if let answer = binding.answer(key) { return answer }
        }
        return .ignored
    }
}

/// One entry of a ``KeyTable``: keys, how they are offered, and what they do.
@MainActor
public struct KeyBinding {
    /// How the status line and the help offer the binding; none for a key that works but is not offered (`n`
    /// beside `→`).
    public let help: [KeyHelp]
    /// What the binding does with a key, nil when it does not take it.
    let answer: (Key) -> TerminalNavigation?

    /// Takes the keys `answer` answers (returns non-nil for).
    /// - Parameters:
    ///   - help: how the binding is offered.
    ///   - answer: what a key does; nil leaves it to the next binding.
    public init(help: [KeyHelp], answer: @escaping (Key) -> TerminalNavigation?) {
        self.help = help
        self.answer = answer
    }

    /// Takes `keys`, offered as `help`, and runs `action` for each.
    /// - Parameters:
    ///   - keys: the keys it takes (`.enter`, `.character("s")`); a click anywhere is `.click(row: 0, column: 0)`,
    ///     and the rows' own clicks are a widget's.
    ///   - help: how it is offered; nil for none.
    ///   - action: what a key does.
    public init(_ keys: [Key], _ help: KeyHelp?, action: @escaping () -> TerminalNavigation) {
        self.init(help: help.map { [$0] } ?? []) { key in
            keys.contains(key) || (key.isClick && keys.contains(where: \.isClick)) ? action() : nil
        }
    }

    /// A widget's keys (a list's moves, a field's typing): the widget takes the keys it answers to.
    /// - Parameters:
    ///   - help: how the widget's keys are offered.
    ///   - handle: gives the widget a key; true when it took it.
    public static func widget(_ help: KeyHelp, handle: @escaping (Key) -> Bool) -> KeyBinding {
        widget([help], handle: handle)
    }

    /// A widget's keys offered as several entries (a search field's Enter, Esc and Del), or none.
    public static func widget(_ help: [KeyHelp], handle: @escaping (Key) -> Bool) -> KeyBinding {
        KeyBinding(help: help) { key in handle(key) ? .handled : nil }
    }
}

/// Builds a ``KeyTable``'s bindings from a list with `if`s, as SwiftUI builds a view's children.
@MainActor
@resultBuilder
public enum KeyTableBuilder {
    public static func buildExpression(_ binding: KeyBinding) -> [KeyBinding] { [binding] }
    public static func buildExpression(_ bindings: [KeyBinding]) -> [KeyBinding] { bindings }
    public static func buildBlock(_ parts: [KeyBinding]...) -> [KeyBinding] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [KeyBinding]?) -> [KeyBinding] { part ?? [] }
    public static func buildEither(first part: [KeyBinding]) -> [KeyBinding] { part }
    public static func buildEither(second part: [KeyBinding]) -> [KeyBinding] { part }
    public static func buildArray(_ parts: [[KeyBinding]]) -> [KeyBinding] { parts.flatMap { $0 } }
}
