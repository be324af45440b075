@testable import TerminalUI

/// What the screen tests check of a screen's answer to a key.
extension TerminalNavigation {
    /// Whether the screen handled the key in place.
    var isHandled: Bool {
        if case .handled = self { true } else { false }
    }

    /// Whether the screen left the key to the app.
    var isIgnored: Bool {
        if case .ignored = self { true } else { false }
    }

    /// The screen the key opened above this one; nil for any other answer.
    var pushed: (any TerminalScreen)? {
        if case .push(let screen) = self { screen } else { nil }
    }
}
